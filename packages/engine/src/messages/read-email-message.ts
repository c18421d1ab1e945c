import { ingestionErrors } from '../ingestion-error.ts';
import { isOutlookMessage } from '../renditions/is-outlook-message.ts';
import { sniffFileType } from '../sniff-file-type.ts';
import { MESSAGE_LIMITS, type EmailMessage, type MessageLimits } from './email-message.ts';
import { readEml } from './read-eml.ts';
import { readOutlookMessage } from './read-outlook-message.ts';

/**
 * Reads an email, an .eml or an Outlook .msg by what its bytes show it is, into one shape: who sent it to whom and
 * when, its subject, its body as text and its attachments (see readEml and readOutlookMessage). Refuses with an
 * IngestionError what is neither, a message damaged or sealed, or one beyond the limits.
 */
export async function readEmailMessage(bytes: Uint8Array, limits: MessageLimits = MESSAGE_LIMITS): Promise<EmailMessage> {
  const type = sniffFileType(bytes);
  if (type === 'eml') return readEml(bytes, limits);
  if (type === 'doc' && isOutlookMessage(bytes)) return readOutlookMessage(bytes, limits);
  throw ingestionErrors.unreadableMessage();
}
