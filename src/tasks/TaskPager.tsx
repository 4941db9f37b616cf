// The pager of the task tables (doc 2 §9): the length menu 10, 25, 50, 100, 500, 1000 and all (length -1).
import { useTranslate } from 'ra-core';
import { AppTablePagination } from '../layout/AppTablePagination';
import type { Paging } from '../layout/ServerPager';

export const TASK_LENGTHS = [10, 25, 50, 100, 500, 1000] as const;
export const TASK_DEFAULT_LENGTH = 25;
export const ALL = -1;

export function TaskPager({ paging, count }: { paging: Paging; count: number }) {
  const translate = useTranslate();
  return (
    <AppTablePagination
      count={count}
      page={count === 0 || paging.perPage === ALL ? 0 : paging.page}
      onPageChange={(_, next) => paging.setPage(next)}
      rowsPerPage={paging.perPage}
      rowsPerPageOptions={[...TASK_LENGTHS, { label: translate('app.tasks.all'), value: ALL }]}
      onRowsPerPageChange={(event) => paging.setPerPage(Number(event.target.value))}
      slotProps={{ select: { inputProps: { 'data-testid': 'task-length' } } }}
      data-testid="task-pager"
    />
  );
}
