import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A form's failure that belongs to no field, announced when it appears. */
export function FormErrorAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />}>
      {message}
    </Alert>
  );
}
