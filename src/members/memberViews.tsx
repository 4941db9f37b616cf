// What the member table (schemas/account.schema.json) plugs into the schema list by name: the email with the
// lock icon of a locked account (doc 3 §4; unlock is a row action), the row actions (MemberRowActions) and the
// Create button (member.write). The role name cell is the roles area's.
import AddIcon from '@mui/icons-material/Add';
import LockIcon from '@mui/icons-material/Lock';
import { Button, Stack } from '@mui/material';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import type { CreatePage } from '../roles/roleViews';
import { useSchemaPage } from '../schema-views/list/SchemaPageContext';
import { registerCell, registerRowAction, registerToolbarAction, type Row } from '../schema-views/registry';
import { MemberRowActions } from './MemberRowActions';
import '../roles/roleViews';

function Email({ record }: { record: Row }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} alignItems="center">
      <span>{String(record.email ?? '')}</span>
      {record.locked === true && (
        <LockIcon
          color="error"
          fontSize="small"
          titleAccess={translate('app.members.locked')}
          data-testid="member-locked"
        />
      )}
    </Stack>
  );
}

function CreateMember() {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  const { openCreate } = useSchemaPage<CreatePage>();
  if (!can(permissions, 'member', 'write')) return null;
  return (
    <Button startIcon={<AddIcon />} onClick={openCreate} data-testid="member-create">
      {translate('app.members.create')}
    </Button>
  );
}

registerCell('memberEmail', { render: Email });
registerRowAction('memberActions', ({ record }) => (
  <RecordContextProvider value={record}>
    <MemberRowActions />
  </RecordContextProvider>
));
registerToolbarAction('memberCreate', CreateMember);
