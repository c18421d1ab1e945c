import { hasOleStream } from './has-ole-stream.ts';

/**
 * Whether an OLE2 compound file (sniffed as `'doc'`) is an Outlook item (.msg) rather than an Office 97–2003
 * document: Outlook keeps a message's properties in a `__properties_version1.0` stream beside one stream per value,
 * its message class among them (`__substg1.0_001A001F`, or `…001E` in an older, non-Unicode file). A Word document
 * holding an Outlook message as an embedded object is still a Word document.
 */
export function isOutlookMessage(bytes: Uint8Array): boolean {
  return (
    hasOleStream(bytes, '__properties_version1.0') &&
    (hasOleStream(bytes, '__substg1.0_001A001F') || hasOleStream(bytes, '__substg1.0_001A001E')) &&
    !hasOleStream(bytes, 'WordDocument')
  );
}
