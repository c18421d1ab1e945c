import JSZip from 'jszip';

const unescape = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/**
 * A Word document's text as a reader sees it, for tests of the exported reports: each paragraph's runs joined, tabs
 * and line breaks kept, paragraphs (a table's cells too) a blank line apart.
 */
export async function wordText(bytes: Uint8Array): Promise<{ text: string }> {
  const xml = await (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string');
  const paragraphs = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([paragraph]) =>
    [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:br\/>/g)]
      .map((match) => (match[0] === '<w:tab/>' ? '\t' : match[0] === '<w:br/>' ? '\n' : unescape(match[1]!)))
      .join(''),
  );
  return { text: paragraphs.join('\n\n') };
}
