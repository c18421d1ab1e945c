import { Button, Group } from '@mantine/core';
import { Link } from 'wouter';

/** The admin area's sections, in the order an admin works through them. */
export const ADMIN_SECTIONS = [
  { path: '/admin/documents', label: 'Documents' },
  { path: '/admin/accuracy', label: 'Accuracy' },
  { path: '/admin/title-reports', label: 'Title reports' },
  { path: '/admin/users', label: 'Users' },
  { path: '/admin/catalogue', label: 'Catalogue' },
  { path: '/admin/language-model', label: 'Language model' },
] as const;

export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]['path'];

/** The admin area's navigation, shown at the top of each of its pages; the current section is marked for all. */
export function AdminNav({ current }: { current: AdminSectionPath }) {
  return (
    <Group component="nav" aria-label="Admin area" gap="xs" wrap="wrap">
      {ADMIN_SECTIONS.map(({ path, label }) => (
        <Button
          key={path}
          component={Link}
          to={path}
          size="xs"
          variant={path === current ? 'filled' : 'default'}
          aria-current={path === current ? 'page' : undefined}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
