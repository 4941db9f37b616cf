// What the API token table (schemas/apiToken.schema.json) plugs into the schema list by name: its stores (or
// "All stores"), its expiry (or "Never"), its revocation (a chip with time and by whom), Revoke per row and the
// Create token button (member write). The role name cell is the roles area's.
import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { dateTimeText } from '../schema-views/list/cells';
import { useSchemaPage } from '../schema-views/list/SchemaPageContext';
import {
  registerCell,
  registerRowAction,
  registerToolbarAction,
  type CellProps,
} from '../schema-views/registry';
import { RevokeTokenAction } from './RevokeTokenAction';
import '../roles/roleViews';
import { StoreListCell } from '../stores/picker/StoreListCell';

/** what the page hands its toolbar: open the create dialog */
export interface TokensPage {
  openCreate: () => void;
}

function Stores({ record }: CellProps) {
  const translate = useTranslate();
  if (record.enableWholeStore === true) return <>{translate('app.apiTokens.allStores')}</>;
  return <StoreListCell codes={Array.isArray(record.store) ? record.store.map(String) : []} />;
}

function Expires({ record, field }: CellProps) {
  const translate = useTranslate();
  const value = record[field.name];
  return <>{value ? dateTimeText(value) : translate('app.apiTokens.never')}</>;
}

function Revoked({ record, field }: CellProps) {
  const translate = useTranslate();
  const at = record[field.name];
  if (!at) return null;
  const by = String(record.revokedBy ?? '');
  return (
    <Tooltip title={translate('app.apiTokens.revokedBy', { by })}>
      <Chip
        size="small"
        color="error"
        variant="outlined"
        label={`${translate('app.apiTokens.revokedChip')} ${dateTimeText(at)}`}
        data-testid="api-token-revoked"
      />
    </Tooltip>
  );
}

function CreateToken() {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  const { openCreate } = useSchemaPage<TokensPage>();
  if (!can(permissions, 'member', 'write')) return null;
  return (
    <Button startIcon={<AddIcon />} onClick={openCreate} data-testid="api-token-create">
      {translate('app.apiTokens.create')}
    </Button>
  );
}

registerCell('apiTokenStores', { render: Stores });
registerCell('apiTokenExpires', { render: Expires });
registerCell('apiTokenRevoked', { render: Revoked });
registerRowAction('apiTokenRevoke', RevokeTokenAction);
registerToolbarAction('apiTokenCreate', CreateToken);
