import { Anchor } from '@mantine/core';
import { MESSAGES, type Citation } from '@dd/contracts';
import classes from './passages-to-check.module.css';

/**
 * What an answer needing review shows instead of an answer the engine would not assert: each passage it found, named
 * by its page, opening the source there with the quote marked. Only verified quotes are offered as sources.
 * Mantine's Anchor and Text written out as their markup and classes: a case page shows these in dozens of rows.
 */
export function PassagesToCheck({
  citations,
  onOpen,
  withQuotes = false,
}: {
  citations: readonly Citation[];
  onOpen: (citation: Citation) => void;
  /** The quotes themselves under their links, where there is room (the case page, not the review grid's cells). */
  withQuotes?: boolean;
}) {
  return (
    <div className={classes.passages}>
      {citations
        .filter((citation) => citation.verified)
        .map((citation) => (
          <div key={`${citation.page}:${citation.start}`}>
            <button
              type="button"
              className={`mantine-focus-auto mantine-Anchor-root ${Anchor.classes.root} ${classes.link}`}
              data-underline="hover"
              onClick={() => onOpen(citation)}
            >
              {MESSAGES.answers.passageToCheck(citation)}
            </button>
            {withQuotes && <p className={classes.quote}>“{citation.quote}”</p>}
          </div>
        ))}
    </div>
  );
}
