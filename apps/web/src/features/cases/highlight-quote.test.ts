import { describe, expect, it } from 'vitest';
import { highlightTextItem } from './highlight-quote.ts';

describe('highlightTextItem', () => {
  it('marks the pieces of the page that belong to the quote, whatever their spacing', () => {
    const quote = 'The Tenant shall not assign the whole of the Property\nwithout the consent of the Landlord.';
    expect(highlightTextItem('without the  consent of the Landlord.', quote)).toBe('<mark>without the  consent of the Landlord.</mark>');
    expect(highlightTextItem('The Tenant shall keep the Property in repair.', quote)).toBe('The Tenant shall keep the Property in repair.');
    expect(highlightTextItem('1. The Term is ten years from 1 March 2024.', '1 March 2024')).toBe('<mark>1. The Term is ten years from 1 March 2024.</mark>');
  });

  it('escapes the document’s text, so a page can never inject markup', () => {
    expect(highlightTextItem('<img src=x onerror=alert(1)>', 'nothing')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(highlightTextItem('A & B <script>', 'A & B <script>')).toBe('<mark>A &amp; B &lt;script&gt;</mark>');
  });
});
