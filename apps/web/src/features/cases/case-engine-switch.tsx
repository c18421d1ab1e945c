import { MESSAGES, type Case } from '@dd/contracts';
import { Switch } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { failureMessage } from '../../lib/api-error.ts';
import { toast } from '../../ui/toast.tsx';
import { modelSettingsQuery } from '../language-model/model-settings-queries.ts';
import { caseQueryKey, editCaseEngine, showSavedCase } from './case-queries.ts';

/**
 * "Built-in engine only" for a case, where a language model answers: on, none of the case's text goes to it from
 * then on. Not shown where the built-in engine alone answers; shown, not changeable, to a member who may not edit.
 */
export function CaseEngineSwitch({ record, disabled = false }: { record: Case; disabled?: boolean }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const settings = useQuery(modelSettingsQuery(api)).data;
  const [saving, setSaving] = useState(false);
  if (!settings?.engine) return null;

  const change = async (builtinOnly: boolean) => {
    setSaving(true);
    try {
      await showSavedCase(queryClient, await editCaseEngine(api, record.id, builtinOnly, record.version));
    } catch (error) {
      toast.error(failureMessage(error, MESSAGES.cases.engineChangeFailed));
      await queryClient.invalidateQueries({ queryKey: caseQueryKey(record.id) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Switch
      label="Built-in engine only: send none of this case to the language model"
      checked={record.builtinOnly}
      disabled={saving || disabled}
      onChange={(event) => void change(event.currentTarget.checked)}
    />
  );
}
