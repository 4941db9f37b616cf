// The detail list of one exception kind (doc 1 §2.5): a store's tags of that kind (the schema list exceptionTag,
// 25 per page, sorted by tag ID on the server, with the download of task type 3; exceptionViews.tsx), or its NG
// gateways; empty lists show 'No data to display'.
//
// The NG gateway list stays hand-written on purpose: its rows are `ngGWDetail` of the exceptions statistics answer
// (GET /stats/exceptions/store/{store}), the same answer as the doughnut's count (ngGWs of totalGWs), and its CSV
// is written from those rows (no download task type covers gateways). A list of its own would be a second query
// taken at another moment: a gateway changing status in between would make the chart say 2 and the list show 3,
// and the CSV could disagree with both. One answer keeps chart, list and file the same snapshot; a store has few
// gateways, so the page holds all of them and pages them here.
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'ra-core';
import { csvText } from '../../domain/csv';
import { saveTextFile } from '../../domain/textTable';
import { resources } from '../../domain/generated/resources';
import { displayIp } from '../gateways/gatewayDisplay';
import { AppTablePagination } from '../layout/AppTablePagination';
import { SchemaListView } from '../schema-views/list/SchemaListView';
import { SchemaPage } from '../schema-views/list/SchemaPageContext';
import { StatusChip } from '../status/StatusChip';
import type { NgGateway, TagKind } from './api';
import './exceptionViews';
import { formatDateTime } from '../i18n/format';

const PAGE = 25;

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

/** A store's tags of one kind: the schema list `exceptionTag` over GET /store/{store}/list/tag/{kind}/search. */
export function TagExceptionList({ store, kind, title }: { store: string; kind: TagKind; title: string }) {
  return (
    <Box data-testid="exception-list">
      <SchemaPage value={{ store, kind }}>
        <SchemaListView meta={resources.exceptionTag} params={{ store, kind }} sync="store" title={title} />
      </SchemaPage>
    </Box>
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
      csvText(
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
              <TableCell>{formatDateTime(gw.lastStatusTime)}</TableCell>
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
