import { matchTokens } from './match-tokens.ts';

interface TrieNode {
  next: Map<string, TrieNode>;
  ids: number[];
}

export interface PhraseMatch {
  /** The ids of the phrases (as given to {@link createPhraseMatcher}) found at this place. */
  ids: number[];
  /** Word offsets in the searched text. */
  start: number;
  end: number;
}

export interface PhraseMatcher {
  /**
   * Every place a phrase occurs in `tokens` (from {@link matchTokens}). A phrase inside a longer match loses the
   * owners that the longer match does not also have: "lease" within "agreement for lease" is no evidence of a
   * lease, but still counts for whatever "agreement for lease" itself belongs to.
   */
  find(tokens: string[]): PhraseMatch[];
}

/**
 * Compiles phrases once into a word trie, so a document is scanned in a single pass whatever the number of
 * phrases. `owner(id)` says whom each phrase is evidence for.
 */
export function createPhraseMatcher(phrases: string[], owner: (id: number) => string): PhraseMatcher {
  const root: TrieNode = { next: new Map(), ids: [] };
  let longest = 0;
  phrases.forEach((phrase, id) => {
    const words = matchTokens(phrase);
    if (words.length === 0) return;
    longest = Math.max(longest, words.length);
    let node = root;
    for (const word of words) {
      let child = node.next.get(word);
      if (!child) {
        child = { next: new Map(), ids: [] };
        node.next.set(word, child);
      }
      node = child;
    }
    node.ids.push(id);
  });

  return {
    find(tokens) {
      const matches: PhraseMatch[] = [];
      for (let start = 0; start < tokens.length; start++) {
        let node = root.next.get(tokens[start]!);
        for (let end = start + 1; node; end++) {
          if (node.ids.length > 0) matches.push({ ids: node.ids, start, end });
          node = end < tokens.length ? node.next.get(tokens[end]!) : undefined;
        }
      }
      // Matches are ordered by start; one containing another starts at most `longest` words earlier.
      const kept: PhraseMatch[] = [];
      for (let i = 0; i < matches.length; i++) {
        const match = matches[i]!;
        const covering = new Set<string>();
        for (let j = i - 1; j >= 0 && matches[j]!.start > match.start - longest; j--) {
          const other = matches[j]!;
          if (other.end >= match.end && other.end - other.start > match.end - match.start) {
            for (const id of other.ids) covering.add(owner(id));
          }
        }
        for (let j = i + 1; j < matches.length && matches[j]!.start === match.start; j++) {
          for (const id of matches[j]!.ids) covering.add(owner(id));
        }
        if (covering.size === 0) {
          kept.push(match);
          continue;
        }
        const ids = match.ids.filter((id) => covering.has(owner(id)));
        if (ids.length > 0) kept.push({ ids, start: match.start, end: match.end });
      }
      return kept;
    },
  };
}
