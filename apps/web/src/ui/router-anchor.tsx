import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A link to a route of the app; underlined, so it stands out from the text around it without relying on colour. */
export function RouterAnchor({ to, children, ...props }: AnchorProps & { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} underline="always" {...props}>
      {children}
    </Anchor>
  );
}
