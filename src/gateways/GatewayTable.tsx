// The gateways of a store (doc 1 §2.7): 50 per page, client-side filters (status, MAC or IP); status (NORMAL
// without time sync shows ALARM), MAC, IP (no trailing :8080), tag count, GMP and GRM versions, actions.
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import {
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
} from '@mui/material';
import { useTranslate } from 'ra-core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { StatusChip } from '../status/StatusChip';
import type { GatewayRow } from './api';
import { displayIp, displayStatus } from './gatewayDisplay';
import { AppTablePagination } from '../layout/AppTablePagination';

/** doc 1 §9: 50 gateways per page */
export const GATEWAY_PAGE = 50;

export interface GatewayTableActions {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (gateway: GatewayRow) => void;
  onDelete: (gateway: GatewayRow) => void;
  onLog: (gateway: GatewayRow) => void;
}

export function GatewayTable({
  gateways,
  actions,
}: {
  gateways: GatewayRow[];
  actions: GatewayTableActions;
}) {
  const translate = useTranslate();
  const [status, setStatus] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const filtered = useMemo(() => {
    const needle = text.trim().toLowerCase();
    return gateways.filter(
      (g) =>
        (!status || displayStatus(g) === status) &&
        (!needle || g.gwMac.toLowerCase().includes(needle) || displayIp(g.ip).includes(needle)),
    );
  }, [gateways, status, text]);
  const lastPage = Math.max(0, Math.ceil(filtered.length / GATEWAY_PAGE) - 1);
  const current = Math.min(page, lastPage);
  const f = (field: string) => translate(`resources.gateways.fields.${field}`);
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
        <TextField
          select
          size="small"
          label={f('status')}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">{translate('app.maps.all')}</MenuItem>
          {['NORMAL', 'OFFLINE', 'ALARM'].map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`app.maps.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={translate('app.gateways.searchMacIp')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          inputProps={{ 'data-testid': 'gateway-search' }}
        />
      </Stack>
      <Table size="small" data-testid="gateway-table">
        <TableHead>
          <TableRow>
            {['status', 'gwMac', 'ip', 'tagCount', 'gmpVersion', 'grmVersion'].map((c) => (
              <TableCell key={c} align={c === 'tagCount' ? 'right' : 'left'}>
                {f(c)}
              </TableCell>
            ))}
            <TableCell align="right">{translate('app.gateways.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {filtered.slice(current * GATEWAY_PAGE, (current + 1) * GATEWAY_PAGE).map((g) => (
            <TableRow key={g.gwMac} data-testid="gateway-row" data-gw-mac={g.gwMac} hover>
              <TableCell>
                <StatusChip status={displayStatus(g)} />
              </TableCell>
              <TableCell>
                <Link to={`/store/${encodeURIComponent(g.storeCode)}/gw/${encodeURIComponent(g.gwMac)}`}>
                  {g.gwMac}
                </Link>
              </TableCell>
              <TableCell data-testid="gateway-ip">{displayIp(g.ip)}</TableCell>
              <TableCell align="right">{g.tagCount}</TableCell>
              <TableCell>{g.gmpVersion}</TableCell>
              <TableCell>{g.grmVersion}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={translate('app.gateways.detail')}>
                  <IconButton
                    size="small"
                    component={Link}
                    to={`/store/${encodeURIComponent(g.storeCode)}/gw/${encodeURIComponent(g.gwMac)}`}
                  >
                    <InfoIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                {actions.canEdit && (
                  <Tooltip title={translate('app.gateways.edit')}>
                    <IconButton size="small" onClick={() => actions.onEdit(g)} data-testid="gateway-edit">
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                <Tooltip title={translate('app.gateways.logDownload')}>
                  <IconButton size="small" onClick={() => actions.onLog(g)} data-testid="gateway-log">
                    <DownloadIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                {actions.canDelete && (
                  <Tooltip title={translate('app.gateways.delete')}>
                    <IconButton size="small" onClick={() => actions.onDelete(g)} data-testid="gateway-delete">
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </TableCell>
            </TableRow>
          ))}
          {filtered.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>{translate('app.noData')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <AppTablePagination
        component="div"
        count={filtered.length}
        page={current}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={GATEWAY_PAGE}
        rowsPerPageOptions={[GATEWAY_PAGE]}
      />
    </>
  );
}
