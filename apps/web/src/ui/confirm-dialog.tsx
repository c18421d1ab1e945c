import { Button, Group, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { LazyModal } from './lazy-modal.tsx';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Does the work; resolves true when it succeeded, so the dialog closes, false to keep it open. */
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
  /** For actions that take something away from the lawyers: the button is red. */
  destructive?: boolean;
}

/** Asks before an action with consequences, and stays open (busy) until it is done. */
export function ConfirmDialog({ opened, title, children, confirmLabel, onConfirm, onClose, destructive }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      if (await onConfirm()) onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <LazyModal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button color={destructive ? 'red.8' : undefined} loading={busy} onClick={() => void confirm()} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  );
}
