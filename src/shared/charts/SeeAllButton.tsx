// "See all" of a chart that folds its groups into "Others" (issue 39, the rule in topN.ts): a button under the
// chart opening every group as a table, sorted by any column (a click on its heading, again for the other way)
// and paged, so that 300 stores are read 25 at a time rather than as one long dialog. The rows are the chart's
// own answer: the table and the chart are the same figures.
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useId, useMemo, useState } from 'react';
import { formatNumber } from '../../i18n/format';
import { AppTablePagination } from '../../layout/AppTablePagination';

export type SeeAllCell = string | number | null;

export interface SeeAllTable {
  columns: string[];
  rows: SeeAllCell[][];
  /** the column the chart ranks by, sorted the largest first at opening (default: the last) */
  rankedBy?: number;
}

const PER_PAGE = [25, 50, 100];

/** a cell's order: numbers by value, text in the language's collation, blanks last either way */
function compareCells(a: SeeAllCell, b: SeeAllCell): number {
  if (a === null || a === '') return b === null || b === '' ? 0 : 1;
  if (b === null || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

export function SeeAllButton({ title, table }: { title: string; table: SeeAllTable }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="see-all">
        {translate('app.chart.seeAll', { count: formatNumber(table.rows.length) })}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('app.chart.seeAllTitle', { title })}</DialogTitle>
        <DialogContent dividers>{open && <SortedPagedTable title={title} table={table} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** the groups as a table: sorted by a column (the chart's ranking to begin with), a page at a time */
function SortedPagedTable({ title, table }: { title: string; table: SeeAllTable }) {
  const [sort, setSort] = useState({ column: table.rankedBy ?? table.columns.length - 1, desc: true });
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PER_PAGE[0]);
  const sorted = useMemo(() => {
    const order = table.rows.map((row, index) => ({ row, index }));
    order.sort((a, b) => {
      const by = compareCells(a.row[sort.column], b.row[sort.column]);
      const blank = a.row[sort.column] === null || b.row[sort.column] === null;
      // blanks stay last in both directions; equal cells keep the chart's order
      return (sort.desc && !blank ? -by : by) || a.index - b.index;
    });
    return order.map(({ row }) => row);
  }, [table.rows, sort]);
  const shown = sorted.slice(page * perPage, (page + 1) * perPage);
  const sortBy = (column: number) => {
    setSort((now) => (now.column === column ? { column, desc: !now.desc } : { column, desc: column > 0 }));
    setPage(0);
  };
  return (
    <>
      <Table size="small" aria-label={title} data-testid="see-all-table">
        <TableHead>
          <TableRow>
            {table.columns.map((column, i) => (
              <TableCell
                key={column}
                align={i === 0 ? 'left' : 'right'}
                sortDirection={sort.column === i ? (sort.desc ? 'desc' : 'asc') : false}
              >
                <TableSortLabel
                  active={sort.column === i}
                  direction={sort.column === i && sort.desc ? 'desc' : 'asc'}
                  onClick={() => sortBy(i)}
                  data-testid={`see-all-sort-${i}`}
                >
                  {column}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row, r) => (
            <TableRow key={page * perPage + r} data-testid="see-all-row">
              {row.map((cell, i) => (
                <TableCell key={i} align={i === 0 ? 'left' : 'right'}>
                  {cell === null ? '—' : typeof cell === 'number' ? formatNumber(cell) : cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <AppTablePagination
        count={table.rows.length}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={perPage}
        rowsPerPageOptions={PER_PAGE}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
        data-testid="see-all-pages"
      />
    </>
  );
}
