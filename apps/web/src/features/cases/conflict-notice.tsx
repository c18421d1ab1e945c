import { MESSAGES, type CaseActor } from '@dd/contracts';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';

/**
 * Where a save was refused because someone changed the record first: their value beside the lawyer's, and the
 * choice between them. Nothing the lawyer typed is thrown away until they take theirs.
 */
export function ConflictNotice(props: { changedBy: CaseActor | null; theirs: string; mine: string; onKeepMine(): void; onTakeTheirs(): void }) {
  return (
    <Alert color="orange" title={MESSAGES.cases.changedSince(props.changedBy?.name ?? null)} role="alert">
      <Stack gap="xs">
        <SimpleGrid cols={2}>
          <ConflictSide label="Their version" side="theirs" text={props.theirs} />
          <ConflictSide label="Your version" side="mine" text={props.mine} />
        </SimpleGrid>
        <Group gap="xs">
          <Button size="xs" onClick={props.onKeepMine}>
            Keep mine
          </Button>
          <Button size="xs" variant="default" onClick={props.onTakeTheirs}>
            Take theirs
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function ConflictSide(props: { label: string; side: 'theirs' | 'mine'; text: string }) {
  return (
    <div>
      <Text size="xs" fw={600}>
        {props.label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-conflict={props.side}>
        {props.text || '(empty)'}
      </Text>
    </div>
  );
}
