import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface SectionCardProps {
  title: string;
  children: ReactNode;
  /**
   * Named by its title as a region for assistive technology. Off where a field inside has the same name (the profile's
   * "Firm logo"), which would make the field's label ambiguous.
   */
  region?: boolean;
}

/** One titled part of a settings-like page (the profile, the firm) in a bordered card. */
export function SectionCard({ title, children, region = false }: SectionCardProps) {
  return (
    <Paper withBorder p="lg" radius="md" {...(region ? { component: 'section', 'aria-label': title } : {})}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
