import { darken } from '@mantine/core';
import type { IndexHtmlTransformHook, IndexHtmlTransformResult } from 'vite';
import { describe, expect, it } from 'vitest';
import { mantineThemeStyles } from './mantine-theme-styles.ts';
import { theme } from './src/app/theme.ts';

const html = '<!doctype html><html lang="en-GB"><head><title>x</title></head><body></body></html>';

function transform(): { html: string; css: string } {
  const hook = mantineThemeStyles().transformIndexHtml as { handler: IndexHtmlTransformHook };
  const result = hook.handler.call({} as never, html, {} as never) as Exclude<IndexHtmlTransformResult, string | unknown[]> & { tags: { children: string }[] };
  return { html: result.html, css: result.tags.map((tag) => tag.children).join('') };
}

describe('the theme styles written into index.html', () => {
  it('sets the colour scheme on <html> before the app starts, so MantineProvider changes nothing there', () => {
    expect(transform().html).toContain('<html lang="en-GB" data-mantine-color-scheme="light">');
  });

  it("carries the theme's own values: its font, its navy primary, and the light variants' darkened text", () => {
    const { css } = transform();
    expect(css).toContain(`--mantine-font-family: ${theme.fontFamily}`);
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-navy-filled)');
    expect(css).toContain(`--mantine-color-yellow-light-color: ${darken('#e67700', 0.35)}`);
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
  });

  it("writes Mantine's breakpoint classes, which the provider no longer adds", () => {
    const { css } = transform();
    expect(css).toContain('@media (max-width: 35.99375em) {.mantine-visible-from-xs {display: none !important;}}');
    expect(css).toContain('@media (min-width: 88em) {.mantine-hidden-from-xl {display: none !important;}}');
  });
});
