import type { OrganisationUpdateResponse } from '@dd/contracts';
import { Input, Switch } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError } from '../../lib/api-error.ts';
import { toast } from '../../ui/toast.tsx';
import { ORGANISATION_QUERY_KEY } from './organisation-queries.ts';

/**
 * A firm admin's switch of one of the firm's settings: saved as it is switched, the server's message toasted and
 * the saved firm shown; its refusal (a 422's message for `field`) written under the switch.
 */
export function FirmSettingSwitch({
  label,
  checked,
  field,
  save,
}: {
  label: string;
  checked: boolean;
  /** The request's field whose refusal is shown. */
  field: string;
  save: (value: boolean) => Promise<OrganisationUpdateResponse>;
}) {
  const queryClient = useQueryClient();
  // The position asked for, shown until the firm shown has it: saved, the cached firm reaches this component a moment
  // after the save settles, and the switch must not spring back to where it was meanwhile. Refused, it goes.
  const [asked, setAsked] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  // Once the firm shown has the position asked for, the switch follows the firm again (React's way of adjusting state
  // to a prop, during the render, rather than in an effect after a render that would show it spring back).
  if (asked !== null && !saving && asked === checked) setAsked(null);

  const change = async (value: boolean) => {
    // Not disabled while saving, which would take the keyboard's focus from it: a change meanwhile is ignored.
    if (saving) return;
    setAsked(value);
    setSaving(true);
    setRefusal(null);
    try {
      const { message, data } = await save(value);
      queryClient.setQueryData(ORGANISATION_QUERY_KEY, data.organisation);
      toast.success(message);
    } catch (error) {
      setAsked(null);
      if (!(error instanceof ApiError)) throw error;
      // A 401 has already ended the session; a failure the API client toasted is told once.
      if (error.status === 401) return;
      if (error.status === 422) setRefusal(error.fieldErrors[field]?.[0] ?? error.message);
      else if (!error.toasted) setRefusal(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {/* The refusal is written beside the switch, not as its `error`: Mantine puts that inside the label, in its name. */}
      <Switch
        label={label}
        checked={asked ?? checked}
        aria-invalid={refusal !== null}
        aria-describedby={refusal ? refusalId : undefined}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      {refusal && (
        <Input.Error id={refusalId} role="alert">
          {refusal}
        </Input.Error>
      )}
    </>
  );
}
