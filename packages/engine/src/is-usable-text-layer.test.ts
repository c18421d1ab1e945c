import { describe, expect, it } from 'vitest';
import { isReadableLine, isUsableTextLayer } from './is-usable-text-layer.ts';

describe('isUsableTextLayer', () => {
  it('trusts a page of ordinary text', () => {
    expect(isUsableTextLayer('The Tenant shall keep the Premises in good and substantial repair.')).toBe(true);
  });

  it('sends almost empty pages to OCR: a scan with a stamped page number', () => {
    expect(isUsableTextLayer('')).toBe(false);
    expect(isUsableTextLayer('Page 3 of 12   Bundle ref 0042')).toBe(false);
  });

  it('sends garbage from broken font encodings to OCR', () => {
    expect(isUsableTextLayer('\uE001\uE002\uE003 \uE004\uE005 '.repeat(10))).toBe(false);
    expect(isUsableTextLayer('§¶†‡ ¤¦¨© ª«¬® '.repeat(10))).toBe(false);
  });
});

describe('isReadableLine', () => {
  it('takes a short line of words as read, however little of the page it is', () => {
    expect(isReadableLine('Source: GO-PAGE CORP, 10-K, 2/21/2014')).toBe(true);
    expect(isReadableLine('Page 3 of 12')).toBe(true);
  });

  it('leaves broken-encoding lines and marks without words to OCR', () => {
    expect(isReadableLine('Th\uFFFDe Tenant')).toBe(false);
    expect(isReadableLine('\uE001\uE002 \uE003')).toBe(false);
    expect(isReadableLine('§¶†‡ ¤¦')).toBe(false);
    expect(isReadableLine('   ')).toBe(false);
  });
});
