import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  Drawer,
  Modal,
  Notification,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

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

/**
 * Mantine's light variant (badges, alerts) writes shade 9 on a pale tint: 4.3:1 for teal and 2.7:1 for yellow,
 * below WCAG AA for their small bold text. The text is darkened until every colour passes.
 */
const lightVariantText = new Map<string, string>();
const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return resolved;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  const darkest = parsed.isThemeColor ? input.theme.colors[parsed.color]?.[9] : undefined;
  if (!darkest) return resolved;
  // Every light badge and button asks on every render: each colour is worked out once.
  const text = lightVariantText.get(darkest) ?? darken(darkest, 0.35);
  lightVariantText.set(darkest, text);
  return { ...resolved, color: text, hoverColor: text };
};

export const theme = createTheme({
  variantColorResolver,
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
