import { describe, expect, it } from 'vitest';
import { isUsableTextLayer } from './is-usable-text-layer.ts';

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
