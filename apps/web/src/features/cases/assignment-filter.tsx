import { Button, Group } from '@mantine/core';

/** Which of the case's documents the page lists: all of them, or those assigned to the signed-in lawyer. */
export type AssignmentFilterValue = 'all' | 'mine';

const OPTIONS = [
  { value: 'all', label: 'All documents' },
  { value: 'mine', label: 'Assigned to me' },
] as const satisfies readonly { value: AssignmentFilterValue; label: string }[];

/** Pressed-or-not buttons, as the page's views are: a segmented control measures itself on every render. */
export function AssignmentFilter({ value, onChange }: { value: AssignmentFilterValue; onChange: (value: AssignmentFilterValue) => void }) {
  return (
    <Group gap={6} role="group" aria-label="Documents">
      {OPTIONS.map((option) => (
        <Button key={option.value} size="xs" variant={value === option.value ? 'filled' : 'default'} aria-pressed={value === option.value} onClick={() => onChange(option.value)}>
          {option.label}
        </Button>
      ))}
    </Group>
  );
}
