import { describe, expect, it } from 'vitest';
import { buildWordPackage, buildZip } from '../test/build-zip.ts';
import { classifyZip } from './classify-zip.ts';
import { readZipDirectory } from './read-zip-directory.ts';

const classify = (names: string[]) => classifyZip(readZipDirectory(buildZip(names.map((name) => ({ name, data: 'x' })))));

describe('classifyZip', () => {
  it('knows a Word document by its document part, wherever in the zip it lies', () => {
    expect(classifyZip(readZipDirectory(buildWordPackage('<w:p/>', {}, [{ name: 'docProps/padding.xml', data: 'x'.repeat(4000), store: true }])))).toEqual({ kind: 'word' });
    expect(classify(['word/document.xml'])).toEqual({ kind: 'word' });
    expect(classify(['[Content_Types].xml', '_rels/.rels', 'word/document2.xml'])).toEqual({ kind: 'word' });
  });

  it("names other programs' documents that are zips, and calls anything else an archive", () => {
    expect(classify(['[Content_Types].xml', 'xl/workbook.xml'])).toEqual({ kind: 'office-document', format: 'Microsoft Excel' });
    expect(classify(['[Content_Types].xml', 'ppt/presentation.xml'])).toEqual({ kind: 'office-document', format: 'Microsoft PowerPoint' });
    expect(classify(['[Content_Types].xml', 'visio/document.xml'])).toEqual({ kind: 'office-document' });
    expect(classify(['mimetype', 'content.xml', 'META-INF/manifest.xml'])).toEqual({ kind: 'office-document', format: 'LibreOffice or OpenOffice' });
    expect(classify(['Word/lease.docx', 'Title/official copy.pdf'])).toEqual({ kind: 'archive' });
  });
});
