import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { RouterAnchor } from '../../ui/router-anchor.tsx';
import { useCurrentUser } from '../session/session-context.ts';

/** Admin pages: anyone else is told plainly that the page is not for them (the API refuses them too). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (user.role === 'admin') return children;
  return (
    <Container size="sm" py="xl">
      <title>No access · Due Diligence Assistant</title>
      <Stack gap="md">
        <Title order={1}>You do not have access to this page</Title>
        <Text>Only administrators can open the admin area. Ask an administrator of your firm if you need something changed.</Text>
        <RouterAnchor to="/">Go to the home page</RouterAnchor>
      </Stack>
    </Container>
  );
}
