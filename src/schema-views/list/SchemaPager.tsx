// The pager of a schema list on react-admin's list context, in the console's language (ra.navigation.*):
// page sizes from x-list.perPageOptions; a new size goes back to page 1.
import { useListContext } from 'ra-core';
import type { ResourceMeta } from '../../domain/resourceMeta';
import { AppTablePagination } from '../../layout/AppTablePagination';

export function SchemaPager({ meta }: { meta: ResourceMeta }) {
  const { page, perPage, total, setPage, setPerPage } = useListContext();
  const options = meta.list.perPageOptions.includes(perPage)
    ? meta.list.perPageOptions
    : [...meta.list.perPageOptions, perPage].sort((a, b) => a - b);
  return (
    <AppTablePagination
      count={total ?? 0}
      page={Math.max(0, page - 1)}
      onPageChange={(_, next) => setPage(next + 1)}
      rowsPerPage={perPage}
      rowsPerPageOptions={options}
      onRowsPerPageChange={(event) => setPerPage(Number(event.target.value))}
      data-testid={`pager`}
    />
  );
}
