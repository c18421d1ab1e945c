import type { Organisation } from '@dd/contracts';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { SectionCard } from '../../ui/section-card.tsx';
import { ssoStatusQuery } from '../auth/single-sign-on-queries.ts';
import { FirmSettingSwitch } from './firm-setting-switch.tsx';
import { setSsoRequired } from './organisation-queries.ts';

/**
 * For the firm's admins, where the installation signs people in through an identity provider: whether the firm's
 * members must sign in that way (their password is then refused). Its refusal (the admin's own address does not
 * sign in there, say) is shown under the switch.
 */
export function FirmSsoSection({ organisation }: { organisation: Organisation }) {
  const api = useApiClient();
  const enabled = useQuery(ssoStatusQuery(api)).data === true;
  if (!enabled) return null;

  return (
    <SectionCard region title="Single sign-on">
      <Text size="sm">
        {organisation.emailDomain
          ? `People of @${organisation.emailDomain} sign in to this firm.`
          : 'No email domain signs in to this firm yet: requiring it ties the firm to the domain of your own address.'}{' '}
        While it is required, the firm’s account is the only way in: its members’ passwords are refused.
      </Text>
      <FirmSettingSwitch
        label="Require members to sign in with the firm’s account"
        checked={organisation.ssoRequired}
        field="required"
        save={(required) => setSsoRequired(api, required)}
      />
    </SectionCard>
  );
}
