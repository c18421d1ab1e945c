import { Button, UnstyledButton } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

type Tone = 'primary' | 'teal' | 'default';

/** Mantine's compact extra-small button in each look the rows use, as the variables its Button component would set. */
const LOOK: Record<Tone, { variant: string; vars: Record<string, string> }> = {
  primary: {
    variant: 'light',
    vars: {
      '--button-bg': 'var(--mantine-primary-color-light)',
      '--button-hover': 'var(--mantine-primary-color-light-hover)',
      '--button-color': 'var(--mantine-primary-color-light-color)',
    },
  },
  teal: {
    variant: 'light',
    vars: {
      '--button-bg': 'var(--mantine-color-teal-light)',
      '--button-hover': 'var(--mantine-color-teal-light-hover)',
      '--button-color': 'var(--mantine-color-teal-light-color)',
    },
  },
  default: {
    variant: 'default',
    vars: {
      '--button-bg': 'var(--mantine-color-default)',
      '--button-hover': 'var(--mantine-color-default-hover)',
      '--button-color': 'var(--mantine-color-default-color)',
      '--button-bd': '1px solid var(--mantine-color-default-border)',
    },
  },
};

// 24 px high, not compact-xs's 22: WCAG 2.2's smallest target (2.5.8), which a row's buttons, side by side, must meet.
const SIZE = {
  '--button-height': 'calc(1.5rem * var(--mantine-scale))',
  '--button-padding-x': 'var(--button-padding-x-compact-xs)',
  '--button-fz': 'var(--mantine-font-size-xs)',
};

const STYLE = Object.fromEntries(Object.entries(LOOK).map(([tone, look]) => [tone, { ...SIZE, ...look.vars } as CSSProperties])) as Record<Tone, CSSProperties>;
const CLASS = `mantine-focus-auto mantine-active ${UnstyledButton.classes.root} mantine-Button-root ${Button.classes.root}`;

/**
 * Mantine's `<Button size="compact-xs">`, its markup and classes written out: an answer row carries one per source
 * and a case dozens of rows, which through the component's style machinery were a phone's main work as they arrived.
 */
export function CompactButton({
  tone,
  label,
  source = false,
  onClick,
  children,
}: {
  tone: Tone;
  /** The name a screen reader says, where the text alone would not tell the row's buttons apart. */
  label?: string;
  /** The row's source buttons: the keyboard's "open the source" presses the first (answer-keyboard.ts). */
  source?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={CLASS}
      data-variant={LOOK[tone].variant}
      data-size="compact-xs"
      data-source-button={source || undefined}
      aria-label={label}
      style={STYLE[tone]}
      onClick={onClick}
    >
      <span className={`mantine-Button-inner ${Button.classes.inner}`}>
        <span className={`mantine-Button-label ${Button.classes.label}`}>{children}</span>
      </span>
    </button>
  );
}
