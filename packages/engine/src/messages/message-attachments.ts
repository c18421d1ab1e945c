import { ingestionErrors } from '../ingestion-error.ts';
import { sniffFileType } from '../sniff-file-type.ts';
import { attachmentNames } from './attachment-names.ts';
import type { MessageAttachment, MessageLimits } from './email-message.ts';

/** An attachment as a reader finds it in a message, before it is named and sorted. */
export interface FoundAttachment {
  /** Its name as the message gives it; empty when it gives none. */
  filename: string;
  bytes: Uint8Array;
  contentType: string;
  /** Its Content-ID, with or without angle brackets, where it has one. */
  contentId: string | null;
}

const IMAGE_TYPES = new Set(['png', 'jpeg', 'tiff', 'webp']);
const bareId = (id: string) => id.trim().replace(/^<|>$/g, '').toLowerCase();

/** The Content-IDs an HTML body shows images by (`<img src="cid:logo@example.com">`), lower case. */
function referencedIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const [, id] of html.matchAll(/cid:([^\s"'<>)]+)/gi)) {
    try {
      ids.add(bareId(decodeURIComponent(id!)));
    } catch {
      ids.add(bareId(id!));
    }
  }
  return ids;
}

/**
 * A message's attachments, named to be filed under it (see attachmentNames), each image its HTML body shows by
 * Content-ID marked inline. Refuses, for the whole message, more attachments than the limit.
 */
export function messageAttachments(found: readonly FoundAttachment[], html: string, limits: MessageLimits): MessageAttachment[] {
  if (found.length > limits.maxAttachments) {
    throw ingestionErrors.unsafe(`it has more than ${limits.maxAttachments.toLocaleString('en-GB')} attachments`, 'email');
  }
  const shown = referencedIds(html);
  const names = attachmentNames(found.map((attachment) => attachment.filename));
  return found.map(({ bytes, contentType, contentId }, i) => {
    const image = contentType.startsWith('image/') || IMAGE_TYPES.has(sniffFileType(bytes));
    return { filename: names[i]!, bytes, contentType, inline: image && contentId !== null && shown.has(bareId(contentId)) };
  });
}
