import { describe, expect, it } from 'vitest';
import { attachmentNames } from './attachment-names.ts';

describe('attachmentNames', () => {
  it('makes each name one safe segment of a path', () => {
    expect(attachmentNames(['Title/Official copy.pdf', 'C:\\Leases\\lease.pdf', ' lease\u0000\u0007.pdf ', 'plan\u202egnp.exe', '.', '..'])).toEqual([
      'Title-Official copy.pdf',
      'C:-Leases-lease.pdf',
      'lease.pdf',
      'plangnp.exe',
      'Attachment 1',
      'Attachment 2',
    ]);
  });

  it('numbers the nameless, and a name met before in any case, before its extension', () => {
    expect(attachmentNames(['', 'Lease.pdf', 'lease.PDF', 'Lease.pdf', '', 'Attachment 1', 'Notes'])).toEqual([
      'Attachment 1',
      'Lease.pdf',
      'lease (2).PDF',
      'Lease (3).pdf',
      'Attachment 2',
      'Attachment 1 (2)',
      'Notes',
    ]);
  });

  it('cuts a name longer than any real one to 200 characters, keeping its extension', () => {
    const [name] = attachmentNames([`${'é'.repeat(5000)}.pdf`]);

    expect(Array.from(name!)).toHaveLength(200);
    expect(name!.endsWith('éé.pdf')).toBe(true);
  });
});
