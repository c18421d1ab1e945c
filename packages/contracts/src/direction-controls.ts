/**
 * Characters that reorder the text around them (embeddings, overrides, isolates). In a file name they disguise
 * its type: "invoice\u202Efdp.exe" shows as "invoiceexe.pdf". Kept apart from the schemas (validation.ts), so the web
 * app shows a file's name without loading zod.
 */
const DIRECTION_CONTROL = /[\u202a-\u202e\u2066-\u2069]/g;

export const hasDirectionControl = (text: string): boolean => text.search(DIRECTION_CONTROL) !== -1;

/** The text with each direction control written out as its code point ("invoice[U+202E]fdp.exe"), for messages. */
export const showDirectionControls = (text: string): string =>
  text.replace(DIRECTION_CONTROL, (control) => `[U+${control.codePointAt(0)!.toString(16).toUpperCase()}]`);
