import { Stack, Text } from '@mantine/core';
import type { DocumentTypeChangeConflict } from '@dd/contracts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

/**
 * Asks before a change of document type removes the lawyer's work: how many edits, comments and verifications go,
 * on which questions. Cancel keeps the old type; the work that goes stays readable in the case's activity.
 */
export function RetypeConfirmDialog({
  conflict,
  onConfirm,
  onClose,
}: {
  conflict: DocumentTypeChangeConflict | null;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      opened={conflict !== null}
      title="Change the document type?"
      confirmLabel="Change type and remove"
      destructive
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {conflict && (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {conflict.message}
          </Text>
          {conflict.files.map((file) => (
            <Stack key={file.caseFileId} gap={4}>
              <Text size="sm">The new type of {file.filename} does not ask these questions, so their answers go:</Text>
              <Stack component="ul" gap={2} pl="md" m={0} aria-label={`Answers removed from ${file.filename}`}>
                {file.questions.map((question, index) => (
                  <Text component="li" size="sm" key={index}>
                    {question}
                  </Text>
                ))}
              </Stack>
            </Stack>
          ))}
          <Text size="sm" c="dimmed">
            The case’s activity keeps a record of the work removed.
          </Text>
        </Stack>
      )}
    </ConfirmDialog>
  );
}
