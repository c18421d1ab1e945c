import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';

/** Toasts with the catalogue's exact words; the icon and colour repeat the tone for those who cannot see colour. */
export const toast = {
  success(message: string): void {
    notifications.show({ message, color: 'teal', icon: <IconCheck size={18} aria-hidden /> });
  },
  error(message: string): void {
    notifications.show({ message, color: 'red', icon: <IconAlertTriangle size={18} aria-hidden /> });
  },
};
