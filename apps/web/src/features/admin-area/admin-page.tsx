import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminNav, type AdminSectionPath } from './admin-nav.tsx';

export interface AdminPageProps {
  section: AdminSectionPath;
  /** The page's heading, and its document title before the product's name. */
  title: string;
  /** What the page is for, said once under the heading. */
  intro: string;
  children: ReactNode;
}

/** The frame every admin section shares: its document title, the area's navigation, its heading and what it is for. */
export function AdminPage({ section, title, intro, children }: AdminPageProps) {
  return (
    <Container size="xl" py="md">
      <title>{`${title} · Due Diligence Assistant`}</title>
      <Stack gap="lg">
        <AdminNav current={section} />
        <Title order={1}>{title}</Title>
        <Text>{intro}</Text>
        {children}
      </Stack>
    </Container>
  );
}
