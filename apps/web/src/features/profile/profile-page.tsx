import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { FirmLogo } from '../home/firm-logo.tsx';
import { VerifyEmailBanner } from '../home/verify-email-banner.tsx';
import { useCurrentUser } from '../session/session-context.ts';
import { SectionCard } from '../../ui/section-card.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';
import { ProfileImageForm } from './profile-image-form.tsx';
import { UserAvatar } from './user-avatar.tsx';

/** The lawyer's own account: name and email, picture, firm logo and password. */
export function ProfilePage() {
  const user = useCurrentUser();

  return (
    <Container size="sm" py="md">
      <title>Profile · Due Diligence Assistant</title>
      <Stack gap="lg">
        <Title order={1}>Profile</Title>
        {!user.emailVerifiedAt && <VerifyEmailBanner email={user.email} />}
        <Paper withBorder p="lg" radius="md">
          <Group gap="lg" wrap="nowrap">
            <UserAvatar user={user} size={96} />
            {/* Free to shrink beside the picture, so a long address wraps instead of widening a phone's page. */}
            <Stack gap={2} miw={0} style={{ overflowWrap: 'anywhere' }}>
              <Text fw={600}>{user.name}</Text>
              <Text size="sm">{user.email}</Text>
              {!user.profilePicUrl && <Text size="sm">No profile picture yet.</Text>}
            </Stack>
          </Group>
        </Paper>
        <SectionCard title="Name and email">
          <ProfileDetailsForm user={user} />
        </SectionCard>
        <SectionCard title="Picture">
          <ProfileImageForm
            field="profile_pic"
            label="Profile picture"
            submitLabel="Save"
            preview={{ alt: 'Preview of the new profile picture', w: 96, h: 96, radius: '50%', fit: 'cover' }}
          />
        </SectionCard>
        <SectionCard title="Firm logo">
          <Text size="sm">Printed on the cover of your case reports.</Text>
          {user.logoUrl ? <FirmLogo user={user} /> : <Text size="sm">No firm logo yet.</Text>}
          <ProfileImageForm
            field="logo"
            label="Firm logo"
            submitLabel="Upload logo"
            preview={{ alt: 'Preview of the new firm logo', h: 72, w: 'auto', maw: 240, fit: 'contain' }}
          />
        </SectionCard>
        <SectionCard title="Password">
          <Text size="sm">Changing your password logs you out on your other devices; you stay logged in here.</Text>
          <ChangePasswordForm />
        </SectionCard>
      </Stack>
    </Container>
  );
}
