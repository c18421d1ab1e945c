import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, em, mergeMantineTheme, px } from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from './src/app/theme.ts';

/** The colour scheme the app shows; MantineProvider sets the same on <html>, so its effect changes nothing. */
const COLOR_SCHEME = 'light';

/** The theme's CSS variables, as MantineProvider's MantineCssVariables would write them (every one, not only those that differ). */
function themeVariables(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const base = defaultCssVariablesResolver(merged);
  const ours = cssVariablesResolver(merged);
  return convertCssVariables(
    {
      variables: { ...base.variables, ...ours.variables },
      light: { ...base.light, ...ours.light, '--mantine-color-scheme': 'light' },
      dark: { ...base.dark, ...ours.dark, '--mantine-color-scheme': 'dark' },
    },
    ':root',
  );
}

/** The breakpoint classes (`mantine-hidden-from-sm` and the like), as MantineProvider's MantineClasses would write them. */
function breakpointClasses(): string {
  return Object.entries(DEFAULT_THEME.breakpoints)
    .map(([name, width]) => {
      const value = px(width) as number;
      return `@media (max-width: ${em(value - 0.1)}) {.mantine-visible-from-${name} {display: none !important;}}@media (min-width: ${em(value)}) {.mantine-hidden-from-${name} {display: none !important;}}`;
    })
    .join('');
}

/**
 * Writes the theme's CSS variables and Mantine's breakpoint classes into index.html at build time, instead of
 * MantineProvider adding them as <style> elements on its first render (app-providers.tsx turns that off). Each
 * sheet added to a live page, and the colour-scheme attribute set on <html>, made the browser restyle the whole
 * document: in traces of a phone's page start, the first render's style recalculation took twice as long as later
 * ones of the same size.
 */
export function mantineThemeStyles(): Plugin {
  return {
    name: 'mantine-theme-styles',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => ({
        html: html.replace('<html lang="en-GB">', `<html lang="en-GB" data-mantine-color-scheme="${COLOR_SCHEME}">`),
        // After the app's stylesheet, as MantineProvider's elements were: the theme's values override Mantine's defaults.
        tags: [{ tag: 'style', attrs: { 'data-mantine-styles': 'theme' }, children: `${themeVariables()}${breakpointClasses()}`, injectTo: 'head' }],
      }),
    },
  };
}
