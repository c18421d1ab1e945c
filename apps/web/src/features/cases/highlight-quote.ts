const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * A piece of a page's text layer as HTML, inside a `<mark>` when it belongs to the cited quote. pdf.js cuts a page
 * into pieces of its own choosing, so a piece is marked when the quote contains it (or, for a quote shorter
 * than the piece, when it contains the quote). The text is the document's: it is escaped, never trusted as markup.
 */
export function highlightTextItem(text: string, quote: string): string {
  const escaped = escapeHtml(text);
  const piece = squash(text);
  const wanted = squash(quote);
  if (piece.length < 2 || wanted.length === 0) return escaped;
  return wanted.includes(piece) || piece.includes(wanted) ? `<mark>${escaped}</mark>` : escaped;
}
