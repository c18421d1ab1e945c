import { describe, expect, it, vi } from 'vitest';
import { countConstructions } from '../test/count-constructions.ts';
import { foldersOf, indexTree, type IndexNode } from './index-tree.ts';

/** The tree as text: a folder by its path, then what it holds; a file by its name. */
const outline = (nodes: IndexNode<string>[]): unknown[] =>
  nodes.map((node) =>
    node.kind === 'file' ? node.item : { [`${node.path} (${node.depth}${node.attachments ? ', attachments' : ''})`]: outline(node.children) },
  );

describe('a data room’s index', () => {
  it('reads the folders of a path, and none in a name chosen in a browser', () => {
    expect(foldersOf('02 Leases/Unit 4/Lease.docx')).toEqual(['02 Leases', 'Unit 4']);
    expect(foldersOf('lease.pdf')).toEqual([]);
  });

  it('leaves a list with no folders as it was', () => {
    expect(outline(indexTree(['register.pdf', 'lease.pdf', 'Annex.pdf'], (name) => name))).toEqual(['register.pdf', 'lease.pdf', 'Annex.pdf']);
  });

  it('puts the files in no folder first, in their order, then each folder in path order holding its files and folders in path order', () => {
    const names = [
      'lease.pdf',
      '10 Reports/Survey.pdf',
      '02 Leases/Unit 4/Lease.pdf',
      '02 Leases/Side letter.doc',
      'Index.pdf',
      '2 Plans/Plan.png',
      '02 Leases/Lease.pdf',
      '01 Title/Official copy.pdf',
    ];
    expect(outline(indexTree(names, (name) => name))).toEqual([
      'lease.pdf',
      'Index.pdf',
      { '01 Title (0)': ['01 Title/Official copy.pdf'] },
      { '02 Leases (0)': ['02 Leases/Lease.pdf', '02 Leases/Side letter.doc', { '02 Leases/Unit 4 (1)': ['02 Leases/Unit 4/Lease.pdf'] }] },
      { '2 Plans (0)': ['2 Plans/Plan.png'] },
      { '10 Reports (0)': ['10 Reports/Survey.pdf'] },
    ]);
  });

  it('puts an email’s attachments right after its message, at the top and in a folder, and other folders in path order', () => {
    const names = [
      'Completion.eml/Plan.png',
      'Completion.eml',
      'Completion.eml/Transfer.pdf',
      'lease.pdf',
      '01 Title/Official copy.pdf',
      'Mail/Re Consent.msg/Licence.docx',
      'Mail/Re Consent.msg',
      'Mail/Index.pdf',
    ];
    expect(outline(indexTree(names, (name) => name))).toEqual([
      'Completion.eml',
      { 'Completion.eml (0, attachments)': ['Completion.eml/Plan.png', 'Completion.eml/Transfer.pdf'] },
      'lease.pdf',
      { '01 Title (0)': ['01 Title/Official copy.pdf'] },
      { 'Mail (0)': ['Mail/Index.pdf', 'Mail/Re Consent.msg', { 'Mail/Re Consent.msg (1, attachments)': ['Mail/Re Consent.msg/Licence.docx'] }] },
    ]);
  });

  it('keeps a folder that merely shares a name with a file in another folder as a folder', () => {
    expect(outline(indexTree(['A/Notes.eml', 'Notes.eml/Plan.pdf'], (name) => name))).toEqual([
      { 'A (0)': ['A/Notes.eml'] },
      { 'Notes.eml (0)': ['Notes.eml/Plan.pdf'] },
    ]);
  });
});

describe('the index’s collator', () => {
  it('is made when names are first ordered, not when the module loads (every page’s start loads it)', async () => {
    const collators = countConstructions('Collator');
    try {
      vi.resetModules();
      const fresh = await import('./index-tree.ts');
      expect(collators.made()).toBe(0);
      const names = ['10 Reports/Survey.pdf', '2 Plans/Plan.png'];
      expect(outline(fresh.indexTree(names, (name) => name))).toEqual([{ '2 Plans (0)': ['2 Plans/Plan.png'] }, { '10 Reports (0)': ['10 Reports/Survey.pdf'] }]);
      fresh.indexTree(names, (name) => name);
      expect(collators.made()).toBe(1);
    } finally {
      collators.restore();
    }
  });
});
