import { MESSAGES, type DocumentSource } from '@dd/contracts';
import { Alert, Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * What a lawyer must know of a file that was not a PDF, wherever it is listed: what it was, and what its reading
 * did not keep as it stood. Tracked changes are a warning (the text read is not the text as it stands until they
 * are accepted), as are characters read as "?" (text lost from what is read and cited); left-out comments a note.
 * `action` sits beside what it was (the case page's download of the original). Nothing for a PDF.
 */
export function DocumentSourceNotes({ source, action }: { source: DocumentSource | null; action?: ReactNode }) {
  if (!source || source.type === 'pdf') return null;
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color="gray" tt="none" radius="sm">
          <VisuallyHidden component="span">{`${MESSAGES.documents.uploadedAs} `}</VisuallyHidden>
          {MESSAGES.documents.kindNames[source.type]}
        </Badge>
        {source.comments && <Text size="sm">{MESSAGES.documents.commentsLeftOut}</Text>}
        {action}
      </Group>
      {source.unacceptedChanges && <Warning>{MESSAGES.documents.unacceptedChanges}</Warning>}
      {source.unprintedCharacters && <Warning>{MESSAGES.documents.unprintedCharacters}</Warning>}
    </Stack>
  );
}

function Warning({ children }: { children: ReactNode }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      p="xs"
      // Part of the file's description, read in its place: not an interruption, as Mantine's default alert role is.
      role="note"
      icon={<IconAlertTriangle aria-hidden />}
    >
      {children}
    </Alert>
  );
}
