// A history table of the tag pages: the given columns, 10 rows a page (doc 1 §2.8), 'No Data' when empty.
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';

export const HISTORY_PAGE = 10;

export interface HistoryColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
}

export function HistoryTable<T>({
  rows,
  columns,
  total,
  page,
  onPage,
  rowKey,
  testId,
}: {
  rows: T[] | undefined;
  columns: Array<HistoryColumn<T>>;
  total: number;
  page: number;
  onPage: (page: number) => void;
  rowKey: (row: T, index: number) => string;
  testId: string;
}) {
  const translate = useTranslate();
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0}>
        <Table size="small" data-testid={testId}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {c.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(rows ?? []).map((row, i) => (
              <TableRow key={rowKey(row, i)} data-testid={`${testId}-row`}>
                {columns.map((c) => (
                  <TableCell key={c.key}>{c.render(row)}</TableCell>
                ))}
              </TableRow>
            ))}
            {rows && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>{translate('app.noData')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={total === 0 ? 0 : page}
        onPageChange={(_, next) => onPage(next)}
        rowsPerPage={HISTORY_PAGE}
        rowsPerPageOptions={[HISTORY_PAGE]}
      />
    </>
  );
}

export const formatTime = (value: string | null | undefined) =>
  value ? new Date(value).toLocaleString() : '';
