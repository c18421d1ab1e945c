import type { Organisation } from '@dd/contracts';
import { Input, Switch, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { SectionCard } from '../../ui/section-card.tsx';
import { toast } from '../../ui/toast.tsx';
import { ssoStatusQuery } from '../auth/single-sign-on-queries.ts';
import { ORGANISATION_QUERY_KEY, setSsoRequired } from './organisation-queries.ts';

/**
 * For the firm's admins, where the installation signs people in through an identity provider: whether the firm's
 * members must sign in that way (their password is then refused). Saved as it is switched, the server's message
 * toasted; its refusal (the admin's own address does not sign in there, say) shown under the switch.
 */
export function FirmSsoSection({ organisation }: { organisation: Organisation }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const enabled = useQuery(ssoStatusQuery(api)).data === true;
  // The position asked for, shown while it is saved; the saved firm's once it is, or refused.
  const [saving, setSaving] = useState<boolean | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  if (!enabled) return null;

  const change = async (required: boolean) => {
    // Not disabled while saving, which would take the keyboard's focus from it: a change meanwhile is ignored.
    if (saving !== null) return;
    setSaving(required);
    setRefusal(null);
    try {
      const { message, data } = await setSsoRequired(api, required);
      queryClient.setQueryData(ORGANISATION_QUERY_KEY, data.organisation);
      toast.success(message);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A 401 has already ended the session; a failure the API client toasted is told once.
      if (error.status === 401) return;
      if (error.status === 422) setRefusal(error.fieldErrors.required?.[0] ?? error.message);
      else if (!error.toasted) setRefusal(error.message);
    } finally {
      setSaving(null);
    }
  };

  return (
    <SectionCard region title="Single sign-on">
      <Text size="sm">
        {organisation.emailDomain
          ? `People of @${organisation.emailDomain} sign in to this firm.`
          : 'No email domain signs in to this firm yet: requiring it ties the firm to the domain of your own address.'}{' '}
        While it is required, the firm’s account is the only way in: its members’ passwords are refused.
      </Text>
      {/* The refusal is written beside the switch, not as its `error`: Mantine puts that inside the label, in its name. */}
      <Switch
        label="Require members to sign in with the firm’s account"
        checked={saving ?? organisation.ssoRequired}
        aria-invalid={refusal !== null}
        aria-describedby={refusal ? refusalId : undefined}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      {refusal && (
        <Input.Error id={refusalId} role="alert">
          {refusal}
        </Input.Error>
      )}
    </SectionCard>
  );
}
