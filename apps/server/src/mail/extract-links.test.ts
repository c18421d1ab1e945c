import { describe, expect, it } from 'vitest';
import { extractLinks } from './extract-links.ts';

describe('extractLinks', () => {
  it('finds every http and https link, keeping query strings whole', () => {
    const text = 'Reset: http://localhost:3000/reset?token=a1&email=x%40y.ie\nVerify: https://app.example.com/v/1/h';
    expect(extractLinks(text)).toEqual([
      'http://localhost:3000/reset?token=a1&email=x%40y.ie',
      'https://app.example.com/v/1/h',
    ]);
  });

  it('leaves off the punctuation that ends a sentence or a bracket', () => {
    expect(extractLinks('See https://example.com/a. Or (https://example.com/b), or https://example.com/c!')).toEqual([
      'https://example.com/a',
      'https://example.com/b',
      'https://example.com/c',
    ]);
  });

  it('ignores text without links and other schemes', () => {
    expect(extractLinks('Call 020 7946 0000 or write to mailto:help@example.com; ftp://files.example.com')).toEqual([]);
  });
});
