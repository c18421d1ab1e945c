import type { Organisation } from '@dd/contracts';
import { Text } from '@mantine/core';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { SectionCard } from '../../ui/section-card.tsx';
import { FirmSettingSwitch } from './firm-setting-switch.tsx';
import { setFirmBuiltinOnlyDefault } from './organisation-queries.ts';

/**
 * For the firm's admins: whether the firm's new cases start "built-in engine only", so that none of their text goes
 * to a language model unless the lawyer creating one allows it (a client's instruction, or the firm's policy).
 */
export function FirmModelSection({ organisation }: { organisation: Organisation }) {
  const api = useApiClient();
  return (
    <SectionCard region title="Language model">
      <Text size="sm">
        Where this installation has a language model, a case’s documents may be sent to it to answer their questions.
        Keep the firm’s matters with the built-in engine unless a lawyer chooses otherwise for a case.
      </Text>
      <FirmSettingSwitch
        label="New cases of the firm use the built-in engine only"
        checked={organisation.builtinOnlyByDefault}
        field="builtinOnlyByDefault"
        save={(builtinOnlyByDefault) => setFirmBuiltinOnlyDefault(api, builtinOnlyByDefault)}
      />
    </SectionCard>
  );
}
