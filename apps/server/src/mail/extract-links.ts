/** Every http(s) link in a text, in order, without the sentence punctuation that often follows one. */
export function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0].replace(/[.,;:!?)\]'}]+$/, ''));
}
