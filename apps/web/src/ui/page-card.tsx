import { Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow, centred card of the account pages (log in, register, passwords, verification). */
export function PageCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={460} py="xl">
      <title>{`${title} · Due Diligence Assistant`}</title>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Paper withBorder shadow="xs" p="lg" radius="md">
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}
