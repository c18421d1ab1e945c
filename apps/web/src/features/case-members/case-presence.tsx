import { formatList } from '../../lib/format-list.ts';
import { useCurrentUser } from '../session/session-context.ts';
import classes from './case-presence.module.css';
import { useCasePresence } from './use-case-presence.ts';

/** Avatars shown before the rest are counted ("+2"). */
const SHOWN = 4;
/** The tones of case-presence.module.css. */
const TONES = 7;

/** "Aoife Murphy" → "AM", "Seán Ó Briain" → "SB", "Cher" → "C": the first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const ends = words.length > 1 ? [words[0], words.at(-1)] : words;
  return ends.map((word) => [...(word ?? '')][0] ?? '').join('').toLocaleUpperCase('en-GB') || '?';
}

/** A colleague's tone, the same on every page and every visit: from their id, not their place in the list. */
export function toneOf(id: string): number {
  let hash = 0;
  for (const character of id) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return hash % TONES;
}

/**
 * The others who have the case open now, as avatars of their initials with their names for screen readers and on
 * hover; nothing while nobody else has. The names are written as text, never as markup.
 */
export function CasePresence({ caseId }: { caseId: string }) {
  const me = useCurrentUser().id;
  const others = useCasePresence(caseId).filter((viewer) => viewer.id !== me);
  if (others.length === 0) return null;
  const rest = others.slice(SHOWN).map((viewer) => viewer.name);
  return (
    <div role="group" aria-label="Also viewing this case" className={classes.viewers}>
      {others.slice(0, SHOWN).map((viewer) => (
        <span key={viewer.id} role="img" aria-label={viewer.name} title={viewer.name} className={classes.avatar} data-tone={toneOf(viewer.id)}>
          {initialsOf(viewer.name)}
        </span>
      ))}
      {rest.length > 0 && (
        <span role="img" aria-label={`${rest.length} more: ${formatList(rest)}`} title={formatList(rest)} className={classes.avatar}>
          +{rest.length}
        </span>
      )}
    </div>
  );
}
