import { Alert } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { RouterAnchor } from '../../ui/router-anchor.tsx';

export function VerifyEmailBanner({ email }: { email: string }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      title="Please verify your email address"
      icon={<IconMailExclamation aria-hidden />}
      // Mantine's yellow title is too pale to read on the yellow background.
      styles={{ title: { color: 'var(--mantine-color-dark-8)' }, icon: { color: 'var(--mantine-color-dark-8)' } }}
    >
      We sent a verification link to {email}. <RouterAnchor to="/verify-email">Verify your email</RouterAnchor>
    </Alert>
  );
}
