import type { MenuProps } from '@mantine/core';
import { cloneElement, lazy, Suspense, useId, useState, type ReactElement } from 'react';

/** An item of the menu, or a line between two groups of them. */
export type MenuEntry = { label: string; onClick: () => void } | 'divider';

export interface MenuOnDemandProps extends Omit<MenuProps, 'opened' | 'onChange' | 'children'> {
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The button that opens the menu. */
  target: ReactElement<{ onClick?: () => void; 'aria-haspopup'?: 'menu'; 'aria-expanded'?: boolean }>;
  items: readonly MenuEntry[];
}

const BuiltMenu = lazy(() => import('./built-menu.tsx').then((m) => ({ default: m.BuiltMenu })));

/**
 * A menu whose Mantine Menu is built, and its code fetched, when it is first opened; until then its button stands
 * alone. A built menu's button reports itself to the popover's positioning by setting state as the page commits,
 * an update React carries out at once: on a case page it made React run every effect of the newly shown record,
 * and render the page again, in the same task as its commit, the longest a phone had to wait through. And the
 * popover's code was a sixth of what every page's first visit fetched.
 */
export function MenuOnDemand({ opened, onChange, target, items, ...menuProps }: MenuOnDemandProps) {
  const [built, setBuilt] = useState(opened);
  // Mantine gives the menu's button the menu's id.
  const id = useId();
  const lone = cloneElement(target, { 'aria-haspopup': 'menu', 'aria-expanded': false, onClick: () => setBuilt(true) });
  if (!built) return lone;
  return (
    <Suspense fallback={lone}>
      <BuiltMenu id={id} opened={opened} onChange={onChange} target={target} items={items} {...menuProps} />
    </Suspense>
  );
}
