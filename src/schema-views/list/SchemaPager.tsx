// The pager of a schema list on react-admin's list context, in the console's language (ra.navigation.*):
// page sizes from x-list.perPageOptions (-1: every row, labelled 'All'); a new size goes back to page 1.
import { useListContext, useTranslate } from 'ra-core';
import type { ResourceMeta } from '../../domain/resourceMeta';
import { AppTablePagination } from '../../layout/AppTablePagination';

/** the page size 'every row' (length -1 in the search body) */
export const ALL = -1;

export function SchemaPager({ meta }: { meta: ResourceMeta }) {
  const translate = useTranslate();
  const { page, perPage, total, setPage, setPerPage } = useListContext();
  const options = meta.list.perPageOptions.includes(perPage)
    ? meta.list.perPageOptions
    : [...meta.list.perPageOptions, perPage].sort((a, b) => (a === ALL ? 1 : b === ALL ? -1 : a - b));
  return (
    <AppTablePagination
      count={total ?? 0}
      page={perPage === ALL || !total ? 0 : Math.max(0, page - 1)}
      onPageChange={(_, next) => setPage(next + 1)}
      rowsPerPage={perPage}
      rowsPerPageOptions={options.map((n) =>
        n === ALL ? { label: translate('app.table.all'), value: ALL } : n,
      )}
      onRowsPerPageChange={(event) => setPerPage(Number(event.target.value))}
      data-testid={`pager`}
    />
  );
}
