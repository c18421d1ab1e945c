import type { Organisation } from '@dd/contracts';
import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { failureMessage } from '../../lib/api-error.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { LoadingSkeleton } from '../../ui/loading-skeleton.tsx';
import { useCurrentUser } from '../session/session-context.ts';
import { SectionCard } from '../../ui/section-card.tsx';
import { FirmLogoForm } from './firm-logo-form.tsx';
import { FirmModelSection } from './firm-model-section.tsx';
import { FirmNameForm } from './firm-name-form.tsx';
import { FirmSsoSection } from './firm-sso-section.tsx';
import { InvitationsList } from './invitations-list.tsx';
import { InviteForm } from './invite-form.tsx';
import { MembersTable } from './members-table.tsx';
import { isFirmAdmin, organisationQuery } from './organisation-queries.ts';
import { OrganisationLogo } from './organisation-logo.tsx';

/** The firm as its members see it; its admins also manage its name, logo, members and invitations. */
function FirmDetails({ organisation, meId }: { organisation: Organisation; meId: string }) {
  const admin = isFirmAdmin(organisation, meId);
  return (
    <>
      <Paper withBorder p="lg" radius="md">
        <Group gap="lg">
          <OrganisationLogo organisation={organisation} />
          {/* Free to shrink beside the logo, so a long name wraps instead of widening a phone's page. */}
          <Stack gap={2} miw={0} style={{ overflowWrap: 'anywhere' }}>
            <Text fw={600} size="lg">
              {organisation.name}
            </Text>
            {!organisation.logo && <Text size="sm">No firm logo yet.</Text>}
            <Text size="sm">
              {admin
                ? 'You are an admin of the firm: you manage its name, logo, members and invitations.'
                : 'You are a member of the firm. Its admins manage its name, logo, members and invitations.'}
            </Text>
          </Stack>
        </Group>
      </Paper>
      <SectionCard region title="Members">
        <MembersTable organisation={organisation} meId={meId} manage={admin} />
      </SectionCard>
      {admin && (
        <>
          <SectionCard region title="Invite someone">
            <Text size="sm">We email them a link to join the firm.</Text>
            <InviteForm />
          </SectionCard>
          <SectionCard region title="Pending invitations">
            <InvitationsList />
          </SectionCard>
          <SectionCard region title="Name">
            <FirmNameForm organisation={organisation} />
          </SectionCard>
          <SectionCard region title="Logo">
            <FirmLogoForm />
          </SectionCard>
          <FirmModelSection organisation={organisation} />
          <FirmSsoSection organisation={organisation} />
        </>
      )}
    </>
  );
}

/** The signed-in user's firm (`/firm`): its name, logo and members, and for its admins the means to manage them. */
export function FirmPage() {
  const api = useApiClient();
  const me = useCurrentUser();
  const query = useQuery(organisationQuery(api));

  return (
    <Container size="md" py="md">
      <title>Firm · Due Diligence Assistant</title>
      <Stack gap="lg">
        <Title order={1}>Firm</Title>
        {query.isPending ? (
          <LoadingSkeleton label="Loading the firm…" count={5} />
        ) : query.isError ? (
          <LoadFailure message={failureMessage(query.error, 'The firm could not be loaded.')} onRetry={() => void query.refetch()} />
        ) : (
          <FirmDetails organisation={query.data} meId={me.id} />
        )}
      </Stack>
    </Container>
  );
}
