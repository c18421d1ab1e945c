import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link to a route of the app, styled as a Mantine anchor. */
export function RouterAnchor({ to, children, ...props }: AnchorProps & { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} {...props}>
      {children}
    </Anchor>
  );
}
