/** A sender or recipient as the message names them; either part may be empty. */
export interface MessageAddress {
  name: string;
  address: string;
}

/** A file attached to an email. */
export interface MessageAttachment {
  /** Safe as one segment of a path: no slashes or control characters, never empty, unique within its message. */
  filename: string;
  bytes: Uint8Array;
  /** The MIME type the message gives it, lower case; its bytes, not this, say what it is. */
  contentType: string;
  /** An image the HTML body shows in its place (a signature's logo): part of the message, not a document of its own. */
  inline: boolean;
}

/** An email (.eml or Outlook .msg) as the product reads it: the message is one document, each attachment another. */
export interface EmailMessage {
  from: MessageAddress | null;
  to: MessageAddress[];
  cc: MessageAddress[];
  /** When it was sent, or null when the message does not say with a time zone, or says it in a form not read. */
  date: Date | null;
  /** The date as the message gives it ("Fri, 2 Jan 2026 10:15:00 +0000"); empty when it gives none. */
  dateText: string;
  subject: string;
  /** Plain text, paragraphs separated by a blank line: the message's own text part, or its HTML as text. */
  body: string;
  attachments: MessageAttachment[];
}

/** How much of an email is read before it is refused. */
export interface MessageLimits {
  /** MIME parts inside parts: mail programs nest a handful deep, a hostile message thousands. */
  maxNestingDepth: number;
  /** Header bytes of all of a message's parts together. */
  maxHeaderBytes: number;
  /** Files attached, inline images included. */
  maxAttachments: number;
  /** Characters of an HTML body converted to text: HTML with nothing but markup would take minutes to convert. */
  maxHtmlCharacters: number;
}

export const MESSAGE_LIMITS: MessageLimits = {
  maxNestingDepth: 32,
  // A long thread's References and a dozen servers' Received and signature fields come to tens of KB.
  maxHeaderBytes: 1024 * 1024,
  // Beyond what an archive may hold, which unpacking holds an email's attachments to as well.
  maxAttachments: 5000,
  maxHtmlCharacters: 10_000_000,
};
