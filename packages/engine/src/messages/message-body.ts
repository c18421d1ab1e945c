import { compile, type HtmlToTextOptions } from 'html-to-text';
import { ingestionErrors } from '../ingestion-error.ts';
import type { MessageLimits } from './email-message.ts';

/**
 * An HTML email as a lawyer reads it on screen, in text: paragraphs and headings as blocks, lists with their bullets
 * and numbers, each table row on a line of its own with its cells in order, quoted replies marked with `>`. Links are
 * their text: a signature's tracking addresses would bury the message. Images are left out: an inline image is
 * part of the message's look, an attached one is a document of its own.
 */
const OPTIONS: HtmlToTextOptions = {
  // The PDF lays the text out across its own width.
  wordwrap: false,
  // Mail programs nest tables a few dozen deep; a hostile message nests elements deep enough to overflow the stack.
  limits: { maxDepth: 500 },
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'h5', options: { uppercase: false } },
    { selector: 'h6', options: { uppercase: false } },
    { selector: 'ul', options: { itemPrefix: '• ' } },
    // Emails lay pages out with tables as often as they tabulate: a row a line reads right for both, where a grid
    // of columns would interleave a layout's side-by-side paragraphs line by line.
    { selector: 'table', format: 'block', options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: 'tr', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'td', format: 'tableCell' },
    { selector: 'th', format: 'tableCell' },
  ],
  formatters: {
    tableCell: (element, walk, builder) => {
      builder.addInline(' ', { noWordTransform: true });
      walk(element.children, builder);
      builder.addInline(' ', { noWordTransform: true });
    },
  },
};

const convert = compile(OPTIONS);

/** Text with its line ends as `\n`, each line trimmed by `trim`, and no more than one blank line in a row. */
const tidy = (text: string, trim: (line: string) => string) =>
  text
    .split(/\r\n?|\n/)
    .map(trim)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * A message's body as plain text: its own text part where it has one (its lines' indents kept, for quoted replies and
 * set-out clauses), else its HTML converted, else nothing. An HTML body over the limit is refused rather than cut.
 */
export function messageBody(text: string | undefined, html: string | undefined, limits: MessageLimits): string {
  if (text?.trim()) return tidy(text, (line) => line.trimEnd());
  if (!html) return '';
  if (html.length > limits.maxHtmlCharacters) {
    throw ingestionErrors.unsafe(`its HTML body has more than ${limits.maxHtmlCharacters.toLocaleString('en-GB')} characters`, 'email');
  }
  return tidy(convert(html), (line) => line.trim());
}
