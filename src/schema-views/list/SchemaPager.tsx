// The pager of a schema list on react-admin's list context, in the console's language (ra.navigation.*):
// page sizes from x-list.perPageOptions (-1: every row, labelled 'All', ALL_ROWS to the controller); a new size
// goes back to page 1.
import { useListContext, useTranslate } from 'ra-core';
import type { ResourceMeta } from '../../../domain/resourceMeta';
import { AppTablePagination } from '../../layout/AppTablePagination';
import { ALL_ROWS, controllerPageSize } from '../../../domain/pageSize';

export function SchemaPager({ meta }: { meta: ResourceMeta }) {
  const translate = useTranslate();
  const { page, perPage, total, setPage, setPerPage } = useListContext();
  const sizes = meta.list.perPageOptions.map(controllerPageSize);
  const options = sizes.includes(perPage) ? sizes : [...sizes, perPage].sort((a, b) => a - b);
  return (
    <AppTablePagination
      count={total ?? 0}
      page={perPage === ALL_ROWS || !total ? 0 : Math.max(0, page - 1)}
      onPageChange={(_, next) => setPage(next + 1)}
      rowsPerPage={perPage}
      rowsPerPageOptions={options.map((n) =>
        n === ALL_ROWS ? { label: translate('app.table.all'), value: ALL_ROWS } : n,
      )}
      onRowsPerPageChange={(event) => setPerPage(Number(event.target.value))}
      data-testid={`pager`}
    />
  );
}
