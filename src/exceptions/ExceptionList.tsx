// The detail list of one exception kind: tags (25 per page, from /store/{store}/list/tag/{kind}) with a file
// download (task type 3, the tag list as CSV), or the NG gateways; empty lists show 'No data to display'.
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { useDownload } from '../downloads/useDownload';
import { saveTextFile, toCsv } from '../domain/textTable';
import { displayIp } from '../gateways/gatewayDisplay';
import { usePageQuery } from '../monitoring/usePageQuery';
import { StatusChip } from '../status/StatusChip';
import { fetchTagList, type NgGateway, type TagKind } from './api';
import { AppTablePagination } from '../layout/AppTablePagination';

const PAGE = 25;
const TAG_COLUMNS = [
  'tagId',
  'tagMac',
  'prCode',
  'tagType',
  'gwMac',
  'status',
  'battery',
  'updatedAt',
] as const;

function Empty({ span }: { span: number }) {
  const translate = useTranslate();
  return (
    <TableRow>
      <TableCell colSpan={span} align="center" data-testid="no-data">
        {translate('app.exceptions.noData')}
      </TableCell>
    </TableRow>
  );
}

export function TagExceptionList({ store, kind, title }: { store: string; kind: TagKind; title: string }) {
  const translate = useTranslate();
  const download = useDownload();
  const [page, setPage] = useState(0);
  const { data } = usePageQuery({
    queryKey: ['exceptions', store, kind, page],
    queryFn: ({ signal }) => fetchTagList(store, kind, page * PAGE, PAGE, signal),
  });
  const rows = data?.data ?? [];
  return (
    <Stack spacing={1}>
      <Stack direction="row" justifyContent="flex-end">
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => download({ type: 3, storeCode: store, filter: { kind } })}
        >
          {translate('app.exceptions.download')}
        </Button>
      </Stack>
      <Table size="small" aria-label={title} data-testid="exception-list">
        <TableHead>
          <TableRow>
            {TAG_COLUMNS.map((c) => (
              <TableCell key={c}>{translate(`resources.tags.fields.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data && rows.length === 0 && <Empty span={TAG_COLUMNS.length} />}
          {rows.map((row) => (
            <TableRow key={row.tagId} data-testid="exception-row">
              {TAG_COLUMNS.map((c) => (
                <TableCell key={c}>
                  {c === 'updatedAt' && row[c] ? new Date(row[c]).toLocaleString() : String(row[c] ?? '')}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <AppTablePagination
        component="div"
        count={data?.recordsFiltered ?? 0}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={PAGE}
        rowsPerPageOptions={[PAGE]}
      />
    </Stack>
  );
}

const GATEWAY_COLUMNS = ['gwMac', 'status', 'ip', 'lastStatusTime'] as const;

export function GatewayExceptionList({
  store,
  rows,
  title,
}: {
  store: string;
  rows: NgGateway[];
  title: string;
}) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const shown = rows.slice(page * PAGE, (page + 1) * PAGE);
  // no download task type covers gateways (doc 1 §4 types 0 to 5): the browser writes the list it holds
  const save = () =>
    saveTextFile(
      `ng_gateways_${store}_${Date.now()}.csv`,
      toCsv(
        [...GATEWAY_COLUMNS],
        rows.map((gw) => ({ ...gw, ip: displayIp(gw.ip) })),
      ),
    );
  return (
    <Stack spacing={1}>
      <Stack direction="row" justifyContent="flex-end">
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={save} disabled={rows.length === 0}>
          {translate('app.exceptions.download')}
        </Button>
      </Stack>
      <Table size="small" aria-label={title} data-testid="exception-list">
        <TableHead>
          <TableRow>
            {GATEWAY_COLUMNS.map((c) => (
              <TableCell key={c}>{translate(`resources.gateways.fields.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && <Empty span={4} />}
          {shown.map((gw) => (
            <TableRow key={gw.gwMac} data-testid="exception-row">
              <TableCell>{gw.gwMac}</TableCell>
              <TableCell>
                <StatusChip status={gw.status} />
              </TableCell>
              <TableCell>{displayIp(gw.ip)}</TableCell>
              <TableCell>{gw.lastStatusTime ? new Date(gw.lastStatusTime).toLocaleString() : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <AppTablePagination
        component="div"
        count={rows.length}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={PAGE}
        rowsPerPageOptions={[PAGE]}
      />
    </Stack>
  );
}
