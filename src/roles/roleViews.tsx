// What the role table (schemas/role.schema.json) and the member table plug into the schema list by name: the
// role name of a role_id, the privileges a role grants ("store (W)", cut with an ellipsis, whole text as the
// title), the row actions (edit, or view for role 0 or without role.write; delete) and the Create button.
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { RoleNameField } from '../schema-views/inputs/RoleSelectInput';
import { useSchemaPage } from '../schema-views/list/SchemaPageContext';
import { registerCell, registerRowAction, registerToolbarAction, type Row } from '../schema-views/registry';
import { RoleRowActions } from './RoleRowActions';

/** what the role and member pages hand to their toolbar */
export interface CreatePage {
  openCreate: () => void;
}

/** 'dashboard, store (W)': the privileges a role grants, W where it writes */
export function privilegeText(value: unknown): string {
  if (!Array.isArray(value)) return '';
  return (value as Array<{ key: string; read?: boolean; write?: boolean }>)
    .filter((p) => p.read || p.write)
    .map((p) => `${p.key}${p.write ? ' (W)' : ''}`)
    .join(', ');
}

function Privileges({ record }: { record: Row }) {
  const text = privilegeText(record.privilege);
  return (
    <span
      title={text}
      style={{
        display: 'inline-block',
        maxWidth: 420,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        verticalAlign: 'bottom',
      }}
    >
      {text}
    </span>
  );
}

function CreateRole() {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  const { openCreate } = useSchemaPage<CreatePage>();
  if (!can(permissions, 'role', 'write')) return null;
  return (
    <Button startIcon={<AddIcon />} onClick={openCreate} data-testid="role-create">
      {translate('app.roles.create')}
    </Button>
  );
}

registerCell('roleName', { render: ({ record, field }) => <RoleNameField value={record[field.name]} /> });
registerCell('privileges', { render: Privileges });
registerRowAction('roleActions', ({ record }) => (
  <RecordContextProvider value={record}>
    <RoleRowActions />
  </RecordContextProvider>
));
registerToolbarAction('roleCreate', CreateRole);
