import { Pagination } from '@mantine/core';

/** A list's page controls, shown only when it has more than one page; each control named for screen readers. */
export function PagePagination({
  pagination,
  page,
  onChange,
}: {
  pagination: { total: number; perPage: number };
  page: number;
  onChange: (page: number) => void;
}) {
  if (pagination.total <= pagination.perPage) return null;
  return (
    <Pagination
      total={Math.ceil(pagination.total / pagination.perPage)}
      value={page}
      onChange={onChange}
      getControlProps={(control) => ({ 'aria-label': `${control} page` })}
    />
  );
}
