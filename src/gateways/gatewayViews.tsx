// What the store detail's gateway table (schemas/gateway.schema.json x-list) plugs into the schema list by name:
// the IP without a trailing :8080, and the row actions detail, edit (role 0 or store.write), log download and
// delete (store.write). The page hands its handlers and permissions to them as a GatewayPage.
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import InfoIcon from '@mui/icons-material/InfoOutlined';
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

const gatewayOf = (record: Row) => record as GatewayRow;

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
  allowed: (page: GatewayPage) => boolean = () => true,
) {
  return function PageAction({ record }: { record: Row }) {
    const translate = useTranslate();
    const page = useSchemaPage<GatewayPage>();
    if (!allowed(page)) return null;
    return (
      <RowAction label={translate(label)} onClick={() => run(page)(gatewayOf(record))} data-testid={testId}>
        <Icon fontSize="small" />
      </RowAction>
    );
  };
}

registerCell('gatewayIp', {
  render: ({ record }) => <span data-testid="gateway-ip">{displayIp(record.ip)}</span>,
});
registerRowAction('gatewayDetail', DetailAction);
registerRowAction(
  'gatewayEdit',
  pageAction(
    'app.gateways.edit',
    'gateway-edit',
    EditIcon,
    (p) => p.edit,
    (p) => p.canEdit,
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
  ),
);
