// The rows of the upload history: file name, store, count, data count, errors, received, finished (or 'In
// progress'); a row opens the upload's detail.
import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import type { UploadRow } from './api';
import { formatIso } from './formatIso';

const COLUMNS = [
  'fileName',
  'storeCode',
  'count',
  'dataCount',
  'errorCount',
  'received',
  'finished',
] as const;
const NUMERIC = new Set<string>(['count', 'dataCount', 'errorCount']);

export const uploadDetailPath = (id: number) => `/product/file/upload/history/detail/${id}`;

export function UploadTable({ rows }: { rows: UploadRow[] | undefined }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const cell = (row: UploadRow, column: (typeof COLUMNS)[number]) => {
    switch (column) {
      case 'received':
        return formatIso(row.received);
      case 'finished':
        return row.finished ? (
          formatIso(row.finished)
        ) : (
          <Chip size="small" color="info" label={translate('app.productFiles.inProgress')} />
        );
      case 'errorCount':
        return row.errorCount > 0 ? (
          <Chip size="small" color="error" variant="outlined" label={row.errorCount} />
        ) : (
          0
        );
      default:
        return row[column] ?? '';
    }
  };
  return (
    <Table size="small" data-testid="upload-table">
      <TableHead>
        <TableRow>
          {COLUMNS.map((c) => (
            <TableCell key={c} align={NUMERIC.has(c) ? 'right' : 'left'} sx={{ fontWeight: 600 }}>
              {translate(`app.productFiles.fields.${c}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {(rows ?? []).map((row) => (
          <TableRow
            key={row._id}
            hover
            data-testid="upload-row"
            data-upload-id={row._id}
            sx={{ cursor: 'pointer' }}
            onClick={() => navigate(uploadDetailPath(row._id))}
          >
            {COLUMNS.map((c) => (
              <TableCell key={c} align={NUMERIC.has(c) ? 'right' : 'left'}>
                {cell(row, c)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {rows && rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={COLUMNS.length}>{translate('app.noData')}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
