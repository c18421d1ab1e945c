import type { AdminDocumentType } from '@dd/contracts';
import { Badge, Group } from '@mantine/core';

/** What sets a document type apart at a glance: retired, central, added by the firm. */
export function DocumentTypeBadges({ documentType }: { documentType: AdminDocumentType }) {
  const { retiredAt, central, source } = documentType;
  if (retiredAt === null && !central && source === 'seed') return null;
  return (
    <Group gap={6}>
      {retiredAt !== null && (
        <Badge tt="none" color="gray.8" variant="filled" radius="sm">
          Retired
        </Badge>
      )}
      {central && (
        <Badge tt="none" variant="light" radius="sm">
          Central
        </Badge>
      )}
      {source === 'firm' && (
        <Badge tt="none" variant="outline" radius="sm">
          Added by your firm
        </Badge>
      )}
    </Group>
  );
}
