import { describe, expect, it } from 'vitest';
import { aFile } from '../../test/fixtures.ts';
import { uploadShares } from './upload-shares.ts';

describe('per-file upload progress', () => {
  const small = aFile('small.pdf', 'application/pdf', 100);
  const large = aFile('large.pdf', 'application/pdf', 300);
  const empty = aFile('empty.pdf', 'application/pdf', 0);

  it('fills the files in the order they are sent', () => {
    expect([...uploadShares([small, large], 0).values()]).toEqual([0, 0]);
    expect([...uploadShares([small, large], 0.25).values()]).toEqual([1, 0]);
    expect([...uploadShares([small, large], 0.5).values()]).toEqual([1, 1 / 3]);
    expect([...uploadShares([small, large, empty], 1).values()]).toEqual([1, 1, 1]);
  });

  it('never reports less than nothing or more than all', () => {
    expect([...uploadShares([small], -1).values()]).toEqual([0]);
    expect([...uploadShares([small], 1.5).values()]).toEqual([1]);
    expect([...uploadShares([empty], 0.5).values()]).toEqual([0]);
  });
});
