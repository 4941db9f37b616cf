// Login history (doc 1 §7, doc 3 §2): the account's attempts, 25 per page, newest first; columns IP,
// type, email, time; results LOGIN / LOGOUT / FAILURE and 'This account is locked.'.
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
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { useAppDataProvider } from '../providers/useAppDataProvider';
import { formatDateTime } from '../providers/filterBuilder';
import { useErrorDialog } from './ErrorDialog';
import { AppTablePagination } from './AppTablePagination';
import { NoDataRow } from './tableParts';

const PER_PAGE = 25;

export interface LoginHistoryRow {
  ip?: string;
  type?: number;
  email?: string;
  success?: boolean;
  locked?: boolean;
  updatedAt?: string;
}

/** LOGIN, LOGOUT or FAILURE (doc 1 §4) */
export function resultOf(row: LoginHistoryRow): 'LOGIN' | 'LOGOUT' | 'FAILURE' {
  if (row.success === false || row.locked) return 'FAILURE';
  return row.type === 1 ? 'LOGOUT' : 'LOGIN';
}

export function LoginHistoryDialog({
  email,
  open,
  onClose,
}: {
  email: string;
  open: boolean;
  onClose: () => void;
}) {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const showError = useErrorDialog();
  const [page, setPage] = useState(0);
  const { data, isPending } = useQuery({
    queryKey: ['loginHistory', email, page],
    enabled: open && !!email,
    queryFn: async () => {
      try {
        return await dataProvider.loginHistory(email, { page: page + 1, perPage: PER_PAGE });
      } catch (error) {
        void showError(error as Error);
        throw error;
      }
    },
  });
  const rows = (data?.data ?? []) as LoginHistoryRow[];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="login-history-title"
      data-testid="login-history-dialog"
    >
      <DialogTitle id="login-history-title">
        {translate('app.loginHistory.title')} · {email}
      </DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="login-history-title">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.loginHistory.fields.ip')}</TableCell>
              <TableCell>{translate('resources.loginHistory.fields.type')}</TableCell>
              <TableCell>{translate('resources.loginHistory.fields.email')}</TableCell>
              <TableCell>{translate('resources.loginHistory.fields.updatedAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={`${row.updatedAt}-${index}`} data-testid="login-history-row">
                <TableCell>{row.ip}</TableCell>
                <TableCell>
                  {resultOf(row)}
                  {row.locked ? ` · ${translate('app.loginHistory.locked')}` : ''}
                </TableCell>
                <TableCell>{row.email}</TableCell>
                <TableCell>{row.updatedAt ? formatDateTime(Date.parse(row.updatedAt) / 1000) : ''}</TableCell>
              </TableRow>
            ))}
            {!isPending && rows.length === 0 && <NoDataRow colSpan={4} />}
          </TableBody>
        </Table>
        <AppTablePagination
          component="div"
          count={data?.total ?? 0}
          page={page}
          onPageChange={(_e, p) => setPage(p)}
          rowsPerPage={PER_PAGE}
          rowsPerPageOptions={[PER_PAGE]}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
