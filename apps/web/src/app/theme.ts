import { createTheme, Drawer, Modal, Notification, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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
  // Mantine's close buttons are bare icons: each gets a name a screen reader can say.
  components: {
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } }),
  },
});

/** Mantine's default error red and dimmed grey fall below WCAG AA on white; these darker shades pass. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
