import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconBell, IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Toasts with the catalogue's exact words; the icon and colour repeat the tone for those who cannot see colour. */
export const toast = {
  success(message: string): void {
    notifications.show({ message, color: 'teal', icon: <IconCheck size={18} aria-hidden /> });
  },
  /** The same failure reported twice at once (two calls to a server that is down) shows as one toast. */
  error(message: string): void {
    notifications.show({ id: `error:${message}`, message, color: 'red', icon: <IconAlertTriangle size={18} aria-hidden /> });
  },
  /**
   * Tells of something a colleague did, in words `content` draws: a link in them to where it happened is given `close`,
   * so that following it takes the toast away.
   */
  notice(content: (close: () => void) => ReactNode): void {
    const id = notifications.show({ message: content(() => notifications.hide(id)), color: 'blue', icon: <IconBell size={18} aria-hidden /> });
  },
  /** Tells what was just done with an Undo button, for the few seconds the toast stays. */
  undoable(message: string, undo: () => void): void {
    const id = notifications.show({
      message: (
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Text size="sm">{message}</Text>
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => {
              undo();
              notifications.hide(id);
            }}
          >
            Undo
          </Button>
        </Group>
      ),
    });
  },
};
