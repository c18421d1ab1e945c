import { createTheme, darken, type CSSVariablesResolver, type MantineColorsTuple, type MantineTheme } from '@mantine/core';

/** A sober navy for a lawyer's working tool; shade 8, the primary, has 8:1 contrast on white. */
const navy: MantineColorsTuple = [
  '#edf2f9',
  '#d9e2ef',
  '#b0c3de',
  '#84a2cc',
  '#6086bd',
  '#4874b4',
  '#3b6ab1',
  '#2d5a9b',
  '#24508b',
  '#14345e',
];

export const theme = createTheme({
  colors: { navy },
  primaryColor: 'navy',
  primaryShade: { light: 8, dark: 4 },
  autoContrast: true,
  defaultRadius: 'sm',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  // Mantine's close buttons are bare icons: each gets a name a screen reader can say. Written as plain objects, not
  // with each component's `extend` (which returns its argument): importing Modal, Drawer and Notification here put
  // them, and the overlay code they are built on, in every page's start.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } },
  },
});

/**
 * Mantine's light variant (badges, alerts, light buttons) writes shade 9 on a pale tint: 4.3:1 for teal and 2.7:1 for
 * yellow, below WCAG AA for their small bold text. Each colour's light-variant text is darkened until every colour
 * passes, as the variable every light-variant component reads: the case page's rows, written as plain elements with
 * Mantine's classes, read the same one.
 */
const lightVariantText = (theme: MantineTheme) =>
  Object.fromEntries(Object.entries(theme.colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, darken(shades[9], 0.35)]));

/** Mantine's default error red and dimmed grey fall below WCAG AA on white; these darker shades pass. */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => ({
  variables: {},
  light: {
    ...lightVariantText(resolvedTheme),
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
