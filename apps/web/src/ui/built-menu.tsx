import { Menu, type MenuProps } from '@mantine/core';
import { useEffectEvent, useLayoutEffect, type ReactElement } from 'react';
import type { MenuEntry } from './menu-on-demand.tsx';

export interface BuiltMenuProps extends Omit<MenuProps, 'opened' | 'onChange' | 'children' | 'id'> {
  id: string;
  opened: boolean;
  onChange: (opened: boolean) => void;
  target: ReactElement;
  items: readonly MenuEntry[];
}

/**
 * The Mantine menu of a MenuOnDemand, in a chunk of its own: Mantine's popover positioning (floating-ui, 17 KB
 * compressed) is fetched when a menu is first opened, not with every page. Built by a press of its button, it
 * opens at once, with focus on its own button, so closing the menu gives focus back to it.
 */
export function BuiltMenu({ id, opened, onChange, target, items, ...menuProps }: BuiltMenuProps) {
  const openNow = useEffectEvent(() => {
    document.getElementById(id)?.focus();
    onChange(true);
  });
  useLayoutEffect(() => openNow(), []);
  return (
    <Menu id={id} opened={opened} onChange={onChange} {...menuProps}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {items.map((item, index) =>
          item === 'divider' ? (
            <Menu.Divider key={`divider-${index}`} />
          ) : (
            <Menu.Item key={item.label} onClick={item.onClick}>
              {item.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
