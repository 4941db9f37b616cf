// Paging of a table whose rows the server pages (docs/api.md "Tables"): the page and page-size state,
// the `start`/`length` of the search body, and the pager under the table. Changing the size goes to page 1.
import { useState } from 'react';
import { AppTablePagination } from './AppTablePagination';

export interface Paging {
  page: number;
  perPage: number;
  /** search body fields for this page */
  start: number;
  length: number;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
}

export function usePaging(initialPerPage: number): Paging {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(initialPerPage);
  return {
    page,
    perPage,
    start: page * perPage,
    length: perPage,
    setPage,
    setPerPage: (next) => {
      setPerPage(next);
      setPage(0);
    },
  };
}

export function ServerPager({
  paging,
  count,
  options,
}: {
  paging: Paging;
  count: number;
  options: number[];
}) {
  return (
    <AppTablePagination
      component="div"
      count={count}
      page={paging.page}
      onPageChange={(_, next) => paging.setPage(next)}
      rowsPerPage={paging.perPage}
      rowsPerPageOptions={options}
      onRowsPerPageChange={(event) => paging.setPerPage(Number(event.target.value))}
    />
  );
}
