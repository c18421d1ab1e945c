import { describe, expect, it } from 'vitest';
import { IngestionError } from '../ingestion-error.ts';
import { buildWordDocument } from '../test/build-word-document.ts';
import { buildOleFile } from '../test/build-ole-file.ts';
import { buildWordPackage, buildZip } from '../test/build-zip.ts';
import { formatListNumber } from './read-list-numbering.ts';
import { paragraphText, readWordDocument, WORD_READING_LIMITS, type WordBlock, type WordDocument, type WordParagraph } from './read-word-document.ts';

const paragraphs = (document: WordDocument) => document.blocks.filter((block): block is WordParagraph => block.kind === 'paragraph');
/** Each paragraph as Word shows it: its number, a space, its text. */
const shown = (document: WordDocument) =>
  paragraphs(document).map((paragraph) => [paragraph.listNumber, paragraphText(paragraph)].filter((part) => part).join(' '));
const kinds = (blocks: WordBlock[]) => blocks.map((block) => block.kind);
const p = (text: string, properties = '') => `<w:p><w:pPr>${properties}</w:pPr><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
const listed = (text: string, numId: number, level = 0) => p(text, `<w:numPr><w:ilvl w:val="${level}"/><w:numId w:val="${numId}"/></w:numPr>`);

const level = (index: number, format: string, text: string, extra = '') =>
  `<w:lvl w:ilvl="${index}"><w:start w:val="1"/><w:numFmt w:val="${format}"/><w:lvlText w:val="${text}"/>${extra}</w:lvl>`;
const CLAUSES = `<w:abstractNum w:abstractNumId="0">${level(0, 'decimal', '%1.')}${level(1, 'decimal', '%1.%2')}${level(2, 'lowerLetter', '(%3)')}${level(3, 'lowerRoman', '(%4)')}</w:abstractNum>`;

function failure(read: () => unknown): IngestionError {
  try {
    read();
  } catch (error) {
    if (error instanceof IngestionError) return error;
    throw error;
  }
  throw new Error('expected the document to be refused');
}

describe('readWordDocument on a Word file made by the docx package', () => {
  it('reads headings, numbered clauses, the table, the page break and the footnote in order', async () => {
    const document = readWordDocument(await buildWordDocument());

    expect(shown(document)).toEqual([
      'LEASE OF COMMERCIAL PREMISES',
      'Particulars',
      'Terms',
      '1. Definitions',
      '1.1 In this Lease the Premises means Unit 4, Harbour Walk1.',
      '1.2 The Term is fifteen years.',
      '1.3 The Tenant shall:',
      '(a) keep the Premises in good and substantial repair;',
      '(b) not assign the whole of the Premises without consent.',
      '2. Rent',
      '2.1 The Tenant shall pay the Rent monthly in advance.',
      'Signed by the parties on 1 March 2024.',
      'Notes',
      '1 As shown edged red on the plan.',
    ]);
    expect(paragraphs(document).map((paragraph) => paragraph.headingLevel).slice(0, 3)).toEqual([0, 1, 1]);
    const table = document.blocks.find((block) => block.kind === 'table');
    expect(table?.kind === 'table' && table.rows.map((row) => row.map((cell) => cell.paragraphs.join('/')))).toEqual([
      ['Item', 'Detail'],
      ['Landlord', 'Harbour Estates Limited'],
      ['Tenant', 'Seán Ó Briain trading as Briain Books'],
      ['Rent', '€1,000 a month'],
    ]);
    expect(kinds(document.blocks).indexOf('page-break')).toBe(document.blocks.findIndex((block) => block.kind === 'paragraph' && paragraphText(block) === 'Rent') - 1);
    // The footnote's mark is raised in the text.
    const clause = paragraphs(document).find((paragraph) => paragraph.listNumber === '1.1')!;
    expect(clause.runs.find((run) => run.superscript)).toMatchObject({ text: '1' });
    expect(document).toMatchObject({ unacceptedChanges: true, comments: true });
  });

  it('says a plain document has no tracked changes and no comments', async () => {
    const document = readWordDocument(await buildWordDocument([{ heading: 'Lease' }, { paragraph: 'The Term is ten years.' }]));

    expect(shown(document)).toEqual(['Lease', 'The Term is ten years.']);
    expect(document).toMatchObject({ unacceptedChanges: false, comments: false });
  });
});

describe('readWordDocument numbering lists as Word shows them', () => {
  it('counts levels, restarts deeper levels when a shallower one advances, and formats each level its own way', () => {
    const body = [listed('Definitions', 1), listed('Lease', 1, 1), listed('Term', 1, 1), listed('first', 1, 2), listed('second', 1, 2), listed('roman', 1, 3), listed('Rent', 1), listed('Amount', 1, 1), listed('again', 1, 2)].join('');
    const numbering = `<w:numbering>${CLAUSES}<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`;

    expect(shown(readWordDocument(buildWordPackage(body, { 'word/numbering.xml': numbering })))).toEqual([
      '1. Definitions', '1.1 Lease', '1.2 Term', '(a) first', '(b) second', '(i) roman', '2. Rent', '2.1 Amount', '(a) again',
    ]);
  });

  it('shares counters between lists of one abstract list, and starts a list with a start override afresh', () => {
    const body = [listed('one', 1), listed('two', 2), listed('three', 1), listed('restarted', 3), listed('next', 3)].join('');
    const numbering = `<w:numbering>${CLAUSES}
      <w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>
      <w:num w:numId="2"><w:abstractNumId w:val="0"/></w:num>
      <w:num w:numId="3"><w:abstractNumId w:val="0"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="5"/></w:lvlOverride></w:num>
    </w:numbering>`;

    expect(shown(readWordDocument(buildWordPackage(body, { 'word/numbering.xml': numbering })))).toEqual(['1. one', '2. two', '3. three', '5. restarted', '6. next']);
  });

  it('numbers paragraphs through their style, with roman numerals, letters, legal numbering and symbol-font bullets', () => {
    const abstract = `<w:abstractNum w:abstractNumId="0">
      ${level(0, 'upperRoman', 'Article %1', '<w:pStyle w:val="Article"/>')}
      ${level(1, 'decimalZero', '%1.%2', '<w:isLgl/><w:pStyle w:val="Section"/>')}
      ${level(2, 'upperLetter', '%3)')}
      ${level(3, 'bullet', '\uF0B7', '<w:rPr><w:rFonts w:ascii="Symbol"/></w:rPr>')}
    </w:abstractNum>`;
    const styles = `<w:styles>
      <w:style w:type="paragraph" w:styleId="Article"><w:name w:val="Article"/><w:pPr><w:numPr><w:numId w:val="1"/></w:numPr></w:pPr></w:style>
      <w:style w:type="paragraph" w:styleId="Section"><w:name w:val="Section"/><w:basedOn w:val="Article"/></w:style>
    </w:styles>`;
    const body = [
      p('Definitions', '<w:pStyle w:val="Article"/>'),
      p('Interpretation', '<w:pStyle w:val="Section"/>'),
      listed('letter', 1, 2),
      listed('bullet', 1, 3),
      p('Rent', '<w:pStyle w:val="Article"/>'),
      p('Review', '<w:pStyle w:val="Section"/>'),
      p('Not numbered', '<w:pStyle w:val="Section"/><w:numPr><w:numId w:val="0"/></w:numPr>'),
    ].join('');
    const numbering = `<w:numbering>${abstract}<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`;

    expect(shown(readWordDocument(buildWordPackage(body, { 'word/numbering.xml': numbering, 'word/styles.xml': styles })))).toEqual([
      'Article I Definitions',
      '1.1 Interpretation',
      'A) letter',
      '• bullet',
      'Article II Rent',
      '2.1 Review',
      'Not numbered',
    ]);
  });

  it('writes each number format as Word does', () => {
    expect([1, 9, 10].map((n) => formatListNumber(n, 'decimalZero'))).toEqual(['01', '09', '10']);
    expect([1, 26, 27, 53].map((n) => formatListNumber(n, 'lowerLetter'))).toEqual(['a', 'z', 'aa', 'aaa']);
    expect([4, 14, 1999].map((n) => formatListNumber(n, 'upperRoman'))).toEqual(['IV', 'XIV', 'MCMXCIX']);
    expect([1, 2, 3, 11, 22].map((n) => formatListNumber(n, 'ordinal'))).toEqual(['1st', '2nd', '3rd', '11th', '22nd']);
    expect([formatListNumber(3, 'none'), formatListNumber(3, 'chineseCounting')]).toEqual(['', '3']);
  });

  it('follows a list style to the list that holds its levels', () => {
    const numbering = `<w:numbering>
      <w:abstractNum w:abstractNumId="0"><w:styleLink w:val="Clauses"/>${level(0, 'decimal', '%1.')}</w:abstractNum>
      <w:abstractNum w:abstractNumId="1"><w:numStyleLink w:val="Clauses"/></w:abstractNum>
      <w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>
      <w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num>
    </w:numbering>`;
    const styles = `<w:styles><w:style w:type="numbering" w:styleId="Clauses"><w:name w:val="Clauses"/><w:pPr><w:numPr><w:numId w:val="1"/></w:numPr></w:pPr></w:style></w:styles>`;

    expect(shown(readWordDocument(buildWordPackage(listed('one', 2) + listed('two', 2), { 'word/numbering.xml': numbering, 'word/styles.xml': styles })))).toEqual(['1. one', '2. two']);
  });
});

describe('readWordDocument reading what Word shows', () => {
  it('finds headings by style name, the styles they are based on, and outline level, whatever the style ids', () => {
    const styles = `<w:styles>
      <w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
      <w:style w:type="paragraph" w:styleId="berschrift2"><w:name w:val="heading 2"/></w:style>
      <w:style w:type="paragraph" w:styleId="ClauseHeading"><w:name w:val="Clause Heading"/><w:basedOn w:val="berschrift2"/></w:style>
      <w:style w:type="paragraph" w:styleId="Loop"><w:name w:val="Loop"/><w:basedOn w:val="Loop"/></w:style>
    </w:styles>`;
    const body = [p('German', '<w:pStyle w:val="berschrift2"/>'), p('Based', '<w:pStyle w:val="ClauseHeading"/>'), p('Outline', '<w:outlineLvl w:val="0"/>'), p('Body'), p('Loop', '<w:pStyle w:val="Loop"/>')].join('');

    expect(paragraphs(readWordDocument(buildWordPackage(body, { 'word/styles.xml': styles }))).map((paragraph) => paragraph.headingLevel)).toEqual([2, 2, 1, null, null]);
  });

  it('accepts tracked changes: keeps insertions and moved-in text, drops deletions and moved-away text, joins a deleted paragraph mark', () => {
    const body = [
      '<w:p><w:r><w:t xml:space="preserve">The rent is </w:t></w:r><w:del w:id="1" w:author="A"><w:r><w:delText>£900</w:delText></w:r></w:del><w:ins w:id="2" w:author="A"><w:r><w:t>£1,000</w:t></w:r></w:ins><w:r><w:t xml:space="preserve"> a month.</w:t></w:r></w:p>',
      '<w:p><w:moveFrom w:id="3" w:author="A"><w:r><w:t>Moved away.</w:t></w:r></w:moveFrom></w:p>',
      '<w:p><w:pPr><w:rPr><w:del w:id="4" w:author="A"/></w:rPr></w:pPr><w:r><w:t xml:space="preserve">Joined </w:t></w:r></w:p>',
      '<w:p><w:moveTo w:id="5" w:author="A"><w:r><w:t>with the next.</w:t></w:r></w:moveTo></w:p>',
    ].join('');

    const document = readWordDocument(buildWordPackage(body));

    expect(shown(document)).toEqual(['The rent is £1,000 a month.', '', 'Joined with the next.']);
    expect(document.unacceptedChanges).toBe(true);
  });

  it('counts a formatting change as a tracked change', () => {
    const body = '<w:p><w:r><w:rPr><w:b/><w:rPrChange w:id="1" w:author="A"><w:rPr/></w:rPrChange></w:rPr><w:t>Bold now</w:t></w:r></w:p>';

    expect(readWordDocument(buildWordPackage(body)).unacceptedChanges).toBe(true);
  });

  it('leaves comments out of the text but says they are there', () => {
    const body = '<w:p><w:commentRangeStart w:id="0"/><w:r><w:t>Rent review</w:t></w:r><w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r></w:p>';
    const comments = '<w:comments><w:comment w:id="0" w:author="A"><w:p><w:r><w:t>Check this</w:t></w:r></w:p></w:comment></w:comments>';

    const document = readWordDocument(buildWordPackage(body, { 'word/comments.xml': comments }));

    expect(shown(document)).toEqual(['Rent review']);
    expect(document.comments).toBe(true);
  });

  it('shows field results, not field codes, and drops hidden text', () => {
    const body = [
      '<w:p><w:r><w:t xml:space="preserve">See page </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> PAGEREF _Ref1 \\h </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>4</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
      '<w:p><w:r><w:t xml:space="preserve">Shown </w:t></w:r><w:r><w:rPr><w:vanish/></w:rPr><w:t>hidden</w:t></w:r><w:r><w:rPr><w:caps/></w:rPr><w:t>capitals</w:t></w:r></w:p>',
    ].join('');

    expect(shown(readWordDocument(buildWordPackage(body)))).toEqual(['See page 4', 'Shown CAPITALS']);
  });

  it('reads tabs, line breaks, symbols and hyphens, and splits a paragraph at a page break', () => {
    const body =
      '<w:p><w:r><w:t>Clause</w:t><w:tab/><w:t>one</w:t><w:br/><w:t>two</w:t><w:noBreakHyphen/><w:t>three</w:t><w:softHyphen/><w:t>four</w:t><w:sym w:font="Wingdings" w:char="F0FC"/><w:sym w:font="Symbol" w:char="F0B3"/></w:r>' +
      '<w:r><w:br w:type="page"/><w:t>Next page</w:t></w:r></w:p>';

    const document = readWordDocument(buildWordPackage(body));

    expect(kinds(document.blocks)).toEqual(['paragraph', 'page-break', 'paragraph']);
    expect(shown(document)).toEqual(['Clause\tone\ntwo-threefour✓≥', 'Next page']);
  });

  it('breaks pages before paragraphs that ask to, and after sections that start a new page', () => {
    const body = [
      p('First'),
      p('Second', '<w:pageBreakBefore/>'),
      p('End of section', '<w:sectPr><w:type w:val="nextPage"/></w:sectPr>'),
      p('Continuous', '<w:sectPr><w:type w:val="continuous"/></w:sectPr>'),
      p('Last'),
    ].join('');

    expect(kinds(readWordDocument(buildWordPackage(body)).blocks)).toEqual(['paragraph', 'page-break', 'paragraph', 'paragraph', 'page-break', 'paragraph', 'paragraph']);
  });

  it('reads a text box once, from its fallback, and the cells of merged tables sensibly', () => {
    const box = (text: string) => `<w:txbxContent><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:txbxContent>`;
    const body = [
      `<w:p><w:r><w:t>Before</w:t></w:r><w:r><mc:AlternateContent xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><mc:Choice Requires="wps"><w:drawing>${box('Boxed text')}</w:drawing></mc:Choice><mc:Fallback><w:pict>${box('Boxed text')}</w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>`,
      '<w:tbl><w:tblGrid><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/><w:gridCol w:w="3000"/></w:tblGrid>',
      '<w:tr><w:tc><w:tcPr><w:gridSpan w:val="2"/></w:tcPr>' + p('Wide') + '</w:tc><w:tc><w:tcPr><w:vMerge w:val="restart"/></w:tcPr>' + p('Tall') + '</w:tc></w:tr>',
      '<w:tr><w:tc>' + p('A') + '</w:tc><w:tc>' + p('B') + '</w:tc><w:tc><w:tcPr><w:vMerge/></w:tcPr>' + p('hidden by the merge') + '</w:tc></w:tr>',
      '<w:tr><w:trPr><w:del w:id="1" w:author="A"/></w:trPr><w:tc>' + p('Deleted row') + '</w:tc></w:tr>',
      '</w:tbl>',
    ].join('');

    const document = readWordDocument(buildWordPackage(body));

    expect(shown(document)).toEqual(['Before', 'Boxed text']);
    const table = document.blocks.find((block) => block.kind === 'table');
    expect(table).toEqual({
      kind: 'table',
      columnWidths: [3000, 3000, 3000],
      rows: [
        [{ paragraphs: ['Wide'], span: 2, continuesAbove: false }, { paragraphs: ['Tall'], span: 1, continuesAbove: false }],
        [{ paragraphs: ['A'], span: 1, continuesAbove: false }, { paragraphs: ['B'], span: 1, continuesAbove: false }, { paragraphs: [], span: 1, continuesAbove: true }],
      ],
    });
  });

  it('gathers footnotes and endnotes at the end, numbered as Word numbers them, separators left out', () => {
    const body = '<w:p><w:r><w:t>Rent</w:t></w:r><w:r><w:footnoteReference w:id="2"/></w:r><w:r><w:t xml:space="preserve"> and term</w:t></w:r><w:r><w:endnoteReference w:id="1"/></w:r></w:p>';
    const footnotes = '<w:footnotes><w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote><w:footnote w:id="2"><w:p><w:r><w:footnoteRef/></w:r><w:r><w:t xml:space="preserve"> Payable monthly.</w:t></w:r></w:p></w:footnote></w:footnotes>';
    const endnotes = '<w:endnotes><w:endnote w:id="1"><w:p><w:r><w:endnoteRef/></w:r><w:r><w:t>Fifteen years.</w:t></w:r></w:p></w:endnote></w:endnotes>';

    const document = readWordDocument(buildWordPackage(body, { 'word/footnotes.xml': footnotes, 'word/endnotes.xml': endnotes }));

    expect(shown(document)).toEqual(['Rent1 and termi', 'Notes', '1  Payable monthly.', 'i Fifteen years.']);
  });
});

describe('readWordDocument on hostile and unreadable files', () => {
  const expectRefusal = (read: () => unknown, code: string, message: RegExp) => {
    const started = Date.now();
    const error = failure(read);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    expect(Date.now() - started).toBeLessThan(2000);
  };

  it('refuses XML that declares entities, the way to entity expansion', () => {
    const laughs = '<!DOCTYPE w:document [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>';
    const bomb = buildZip([{ name: 'word/document.xml', data: `<?xml version="1.0"?>${laughs}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&lol2;</w:t></w:r></w:p></w:body></w:document>` }]);

    expectRefusal(() => readWordDocument(bomb), 'unsafe', /^This Word document could not be read safely: it declares XML entities/);
  });

  it('refuses a part that declares a huge size, or a size it then exceeds, before inflating past it', () => {
    const entry = buildZip([{ name: 'word/document.xml', data: 'x', declaredSize: 4_000_000_000 }]);
    const lying = buildZip([{ name: 'word/document.xml', data: ' '.repeat(50_000_000), declaredSize: 1000 }]);

    expectRefusal(() => readWordDocument(entry), 'unsafe', /a part of it decompresses to more than 50 MB\. If the file is genuine, open it in Word/);
    expectRefusal(() => readWordDocument(lying), 'unsafe', /a part of it decompresses to more than the size it declares/);
  });

  it('refuses a part compressed like a decompression bomb, and parts that decompress to more than the total', () => {
    const body = `<w:p><w:r><w:t>${'a'.repeat(3_000_000)}</w:t></w:r></w:p>`;
    const bomb = buildWordPackage(body);

    expectRefusal(() => readWordDocument(bomb), 'unsafe', /compressed more than 200 to 1, as decompression bombs are/);
    const twoParts = buildWordPackage(p('x'), { 'word/styles.xml': `<w:styles>${' '.repeat(5000)}</w:styles>` });
    expectRefusal(() => readWordDocument(twoParts, { ...WORD_READING_LIMITS, totalMaxBytes: 5000 }), 'unsafe', /its parts decompress to more than/);
  });

  it('refuses XML nested deeper than the limit, and more elements than the limit', () => {
    const deep = `${'<w:sdt><w:sdtContent>'.repeat(150)}${p('deep')}${'</w:sdtContent></w:sdt>'.repeat(150)}`;
    const many = p('x').repeat(2000);

    expectRefusal(() => readWordDocument(buildWordPackage(deep)), 'unsafe', /its XML is nested more than 200 deep/);
    expectRefusal(() => readWordDocument(buildWordPackage(many), { ...WORD_READING_LIMITS, maxElements: 5000 }), 'unsafe', /it has more than 5,000 XML elements/);
  });

  it('refuses what is not a Word document: not a zip, a zip without a document, malformed XML', () => {
    const corrupt = /^This Word document could not be read\. Open it in Word, save a new copy as \.docx and upload that\.$/;

    expectRefusal(() => readWordDocument(new TextEncoder().encode('just some text, not a zip at all')), 'corrupt', corrupt);
    expectRefusal(() => readWordDocument(buildZip([{ name: 'notes.txt', data: 'hello' }])), 'corrupt', corrupt);
    expectRefusal(() => readWordDocument(buildWordPackage('<w:p><w:r><w:t>unclosed</w:r></w:p>')), 'corrupt', corrupt);
    const truncated = buildWordPackage(p('cut short'));
    expectRefusal(() => readWordDocument(truncated.subarray(0, truncated.length - 30)), 'corrupt', corrupt);
  });

  it('refuses a Word 97–2003 document, and a password-protected one, saying what to do', () => {
    expectRefusal(() => readWordDocument(buildOleFile('WordDocument')), 'not_pdf', /^This is a Word 97–2003 document \(\.doc\), which cannot be read\. Save it as a Word document \(\.docx\) or a PDF and upload it again\.$/);
    expectRefusal(() => readWordDocument(buildOleFile('EncryptedPackage')), 'encrypted', /^This Word document is password-protected\. Open it in Word, remove the password and upload the unprotected copy\.$/);
    expectRefusal(() => readWordDocument(buildOleFile('Workbook')), 'not_pdf', /^This file is a Microsoft Office 97–2003 file, which cannot be read here\./);
  });
});
