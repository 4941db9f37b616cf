// What the store detail's gateway table (schemas/gateway.schema.json x-list) plugs into the schema list by name:
// the IP without a trailing :8080 (an OpenEPaperLink access point's address instead), the kind (simulated or
// OpenEPaperLink, issue 27 §3), and the row actions detail, edit (role 0 or store.write; not for an access point,
// which has no gateway configuration), log download and delete (store.write; unregister for an access point). The
// page hands its handlers and permissions to them as a GatewayPage.
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { RowAction } from '../layout/tableParts';
import { useSchemaPage } from '../schema-views/list/SchemaPageContext';
import { registerCell, registerRowAction, type Row } from '../schema-views/registry';
import type { GatewayRow } from './api';
import { displayIp } from './gatewayDisplay';

export interface GatewayPage {
  canEdit: boolean;
  canDelete: boolean;
  edit: (gateway: GatewayRow) => void;
  remove: (gateway: GatewayRow) => void;
  log: (gateway: GatewayRow) => void;
}

const gatewayOf = (record: Row) => record as unknown as GatewayRow;

export function gatewayDetailPath(gateway: { storeCode: string; gwMac: string }): string {
  return `/store/${encodeURIComponent(gateway.storeCode)}/gw/${encodeURIComponent(gateway.gwMac)}`;
}

function DetailAction({ record }: { record: Row }) {
  const translate = useTranslate();
  return (
    <RowAction label={translate('app.gateways.detail')} to={gatewayDetailPath(gatewayOf(record))}>
      <InfoIcon fontSize="small" />
    </RowAction>
  );
}

/** a row action calling a handler of the page, shown when the page allows it */
function pageAction(
  label: string,
  testId: string,
  Icon: typeof EditIcon,
  run: (page: GatewayPage) => (gateway: GatewayRow) => void,
  allowed: (page: GatewayPage, gateway: GatewayRow) => boolean = () => true,
  labelOf: (gateway: GatewayRow) => string = () => label,
) {
  return function PageAction({ record }: { record: Row }) {
    const translate = useTranslate();
    const page = useSchemaPage<GatewayPage>();
    const gateway = gatewayOf(record);
    if (!allowed(page, gateway)) return null;
    return (
      <RowAction label={translate(labelOf(gateway))} onClick={() => run(page)(gateway)} data-testid={testId}>
        <Icon fontSize="small" />
      </RowAction>
    );
  };
}

const isOepl = (gateway: GatewayRow) => gateway.kind === 'oepl';

registerCell('gatewayIp', {
  render: ({ record }) => (
    <span data-testid="gateway-ip">
      {isOepl(gatewayOf(record)) ? String(record.address ?? '') : displayIp(record.ip)}
    </span>
  ),
});

function KindCell({ record }: { record: Row }) {
  const translate = useTranslate();
  const oepl = isOepl(gatewayOf(record));
  return (
    <Chip
      size="small"
      variant={oepl ? 'filled' : 'outlined'}
      color={oepl ? 'info' : 'default'}
      label={translate(oepl ? 'app.gateways.kindOepl' : 'app.gateways.kindSim')}
      data-testid="gateway-kind"
      data-kind={oepl ? 'oepl' : 'sim'}
    />
  );
}
registerCell('gatewayKind', { render: KindCell });
registerRowAction('gatewayDetail', DetailAction);
registerRowAction(
  'gatewayEdit',
  pageAction(
    'app.gateways.edit',
    'gateway-edit',
    EditIcon,
    (p) => p.edit,
    (p, gateway) => p.canEdit && !isOepl(gateway),
  ),
);
registerRowAction(
  'gatewayLog',
  pageAction('app.gateways.logDownload', 'gateway-log', DownloadIcon, (p) => p.log),
);
registerRowAction(
  'gatewayDelete',
  pageAction(
    'app.gateways.delete',
    'gateway-delete',
    DeleteIcon,
    (p) => p.remove,
    (p) => p.canDelete,
    (gateway) => (isOepl(gateway) ? 'app.gateways.unregister' : 'app.gateways.delete'),
  ),
);
