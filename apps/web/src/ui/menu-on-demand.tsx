import { Menu, type MenuProps } from '@mantine/core';
import { cloneElement, useEffectEvent, useId, useLayoutEffect, useState, type ReactElement, type ReactNode } from 'react';

export interface MenuOnDemandProps extends Omit<MenuProps, 'opened' | 'onChange' | 'children'> {
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The button that opens the menu. */
  target: ReactElement<{ onClick?: () => void; 'aria-haspopup'?: 'menu'; 'aria-expanded'?: boolean }>;
  /** The menu's items. */
  children: ReactNode;
}

/**
 * A menu whose Mantine Menu is built when it is first opened; until then its button stands alone. A built menu's
 * button reports itself to the popover's positioning by setting state as the page commits, an update React
 * carries out at once: on a case page it made React run every effect of the newly shown record, and render the
 * page again, in the same task as its commit, the longest a phone had to wait through.
 */
export function MenuOnDemand({ opened, onChange, target, children, ...menuProps }: MenuOnDemandProps) {
  const [built, setBuilt] = useState(opened);
  // Mantine gives the menu's button the menu's id.
  const id = useId();
  // The built menu's button replaces the lone one: focus moves to it before the menu opens, so closing the menu
  // gives focus back to the button, as a menu's keyboard user expects.
  const openBuilt = useEffectEvent(() => {
    document.getElementById(id)?.focus();
    onChange(true);
  });
  useLayoutEffect(() => {
    if (built) openBuilt();
  }, [built]);

  if (!built) return cloneElement(target, { 'aria-haspopup': 'menu', 'aria-expanded': false, onClick: () => setBuilt(true) });
  return (
    <Menu id={id} opened={opened} onChange={onChange} {...menuProps}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
