import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { Link } from 'wouter';
import { CaseList } from '../cases/case-list.tsx';
import { useCurrentUser } from '../session/session-context.ts';
import { ConfigurationPanel } from './configuration-panel.tsx';
import { FirmLogo } from './firm-logo.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

export function HomePage() {
  const user = useCurrentUser();
  return (
    <Container size="lg" py="md">
      <title>Home · Due Diligence Assistant</title>
      <Stack gap="lg">
        {!user.emailVerifiedAt && <VerifyEmailBanner email={user.email} />}
        <Group justify="space-between" align="center" wrap="wrap">
          <Title order={1}>Welcome, {user.name}</Title>
          <FirmLogo user={user} />
        </Group>
        <Group>
          <Button component={Link} to="/due-diligence/new" size="md">
            New due diligence
          </Button>
        </Group>
        <CaseList />
        <ConfigurationPanel />
      </Stack>
    </Container>
  );
}
