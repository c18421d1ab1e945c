import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../lib/api-client-context.tsx';
import { adminDocumentTypesQuery } from '../admin-catalogue/admin-catalogue-queries.ts';

const EVERY_TYPE = '';

/** Narrows an admin list to one document type; retired types stay choosable, since files of them remain. */
export function DocumentTypeFilter({ value, onChange }: { value: number | null; onChange: (documentTypeId: number | null) => void }) {
  const api = useApiClient();
  const types = useQuery(adminDocumentTypesQuery(api, null));
  const options = [
    { value: EVERY_TYPE, label: 'Every document type' },
    ...(types.data ?? []).map((type) => ({ value: String(type.id), label: type.retiredAt ? `${type.name} (retired)` : type.name })),
  ];
  return (
    <NativeSelect
      label="Document type"
      description={types.isError ? 'The document types could not be loaded; every type is shown.' : undefined}
      data={options}
      value={value === null ? EVERY_TYPE : String(value)}
      onChange={(event) => onChange(event.currentTarget.value === EVERY_TYPE ? null : Number(event.currentTarget.value))}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
