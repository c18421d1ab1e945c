import { Button, Chip, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useId } from 'react';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { LoadingSkeleton } from '../../ui/loading-skeleton.tsx';
import type { ConfigurationList } from '../settings/settings-context.ts';

export interface ConfigurationSectionProps<V extends string> {
  title: string;
  /** The list's name inside sentences: "regions", "practice areas". */
  noun: string;
  list: ConfigurationList<V>;
}

/** One configuration list on the home page: a toggle per value and the toggle-all control (spec §2). */
export function ConfigurationSection<V extends string>({ title, noun, list }: ConfigurationSectionProps<V>) {
  const headingId = useId();
  // The chips are built as a background render when the list arrives, in slices, not in the response's task.
  const status = useDeferredValue(list.status);
  const allSelected = list.options.every((option) => list.selected.includes(option));

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {status === 'success' && (
            <Button size="xs" variant="default" onClick={list.toggleAll}>
              {allSelected ? 'Clear all' : 'Select all'}
            </Button>
          )}
        </Group>
        {status === 'loading' && <LoadingSkeleton label={`Loading your ${noun}…`} shape="chips" count={list.options.length} />}
        {status === 'rejected' && (
          <LoadFailure message={`Your ${noun} could not be loaded.`} onRetry={list.reload} />
        )}
        {status === 'success' && (
          <>
            <Group gap="xs">
              {list.options.map((option) => (
                <Chip key={option} checked={list.selected.includes(option)} onChange={() => list.toggle(option)}>
                  {option}
                </Chip>
              ))}
            </Group>
            <Text size="sm" c="dimmed" aria-live="polite">
              {list.selected.length} of {list.options.length} selected
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
