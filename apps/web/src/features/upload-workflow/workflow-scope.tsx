import { REGIONS } from '@dd/contracts';
import { NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { startTransition, useEffect, useState } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useSettings } from '../settings/settings-context.ts';
import { practiceAreaOptions } from './practice-area-options.ts';
import { useUploadWorkflow } from './upload-workflow-context.ts';

/** The lawyer's chosen practice areas and regions, or all of them when none are chosen. */
export function useScopeOptions() {
  const { practiceAreas, regions } = useSettings();
  return {
    areas: practiceAreaOptions(practiceAreas.selected),
    regions: regions.selected.length > 0 ? regions.selected : [...REGIONS],
  };
}

/**
 * Practice area and region of the case. Changing the practice area starts the files over (spec §4), so when
 * there are files the lawyer is asked first.
 */
export function WorkflowScope() {
  const { state, dispatch } = useUploadWorkflow();
  const [pendingArea, setPendingArea] = useState<number | null>(null);
  const hasWork = state.files.length > 0 || state.staging !== null;
  const chooseArea = (practiceAreaId: number) => {
    if (practiceAreaId === state.practiceAreaId) return;
    if (hasWork) setPendingArea(practiceAreaId);
    else dispatch({ type: 'practiceAreaSelected', practiceAreaId });
  };
  const { areas, regions } = useScopeOptions();
  const firstArea = areas[0]?.id;
  const firstRegion = regions[0];

  // The first choices open the upload areas below: built as a transition, in slices, like the page around them.
  useEffect(() => {
    startTransition(() => {
      if (state.practiceAreaId === null && firstArea !== undefined) {
        dispatch({ type: 'practiceAreaSelected', practiceAreaId: firstArea });
      }
      if (state.region === null && firstRegion !== undefined) dispatch({ type: 'regionSelected', region: firstRegion });
    });
  }, [dispatch, firstArea, firstRegion, state.practiceAreaId, state.region]);

  return (
    // One column on a phone: side by side, the two selects clipped their values ("Proper", "Englar").
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <NativeSelect
        label="Practice area"
        value={state.practiceAreaId === null ? '' : String(state.practiceAreaId)}
        data={areas.map((area) => ({ value: String(area.id), label: area.name }))}
        onChange={(event) => chooseArea(Number(event.currentTarget.value))}
      />
      <NativeSelect
        label="Region"
        value={state.region ?? ''}
        data={regions}
        onChange={(event) => {
          const region = regions.find((option) => option === event.currentTarget.value);
          if (region) dispatch({ type: 'regionSelected', region });
        }}
      />
      <ConfirmDialog
        opened={pendingArea !== null}
        title="Change the practice area?"
        confirmLabel="Change and discard"
        destructive
        onConfirm={async () => {
          if (pendingArea !== null) dispatch({ type: 'practiceAreaSelected', practiceAreaId: pendingArea });
          return true;
        }}
        onClose={() => setPendingArea(null)}
      >
        <Text size="sm">The documents added so far, and their questions, will be discarded.</Text>
      </ConfirmDialog>
    </SimpleGrid>
  );
}
