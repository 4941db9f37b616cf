// /members (doc 3): sorted by email, lock icon on locked rows, create/update/password/unlock/reset/
// delete/login-history; the generic schema list with overrides.
import AddIcon from '@mui/icons-material/Add';
import LockIcon from '@mui/icons-material/Lock';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { FunctionField, useTranslate } from 'react-admin';
import { can } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { resources } from '../generated/resources';
import { SchemaList } from '../schema-views/SchemaList';
import { MemberFormDialog } from './MemberFormDialog';
import { MemberRowActions } from './MemberRowActions';

export default function MemberList() {
  const translate = useTranslate();
  const { permissions } = useAppPermissions();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <SchemaList
        meta={resources.members}
        columnOverrides={{
          // a locked account shows the lock icon beside its email (doc 3 §4); unlock is a row action
          email: (
            <FunctionField
              key="email"
              source="email"
              sortBy="email"
              render={(r: { email?: string; locked?: boolean }) => (
                <Stack direction="row" spacing={0.5} alignItems="center">
                  <span>{r.email}</span>
                  {r.locked && (
                    <LockIcon
                      color="error"
                      fontSize="small"
                      titleAccess={translate('app.members.locked')}
                      data-testid="member-locked"
                    />
                  )}
                </Stack>
              )}
            />
          ),
        }}
        rowActions={<MemberRowActions />}
        actions={
          can(permissions, 'member', 'write') && (
            <Button startIcon={<AddIcon />} onClick={() => setCreating(true)} data-testid="member-create">
              {translate('app.members.create')}
            </Button>
          )
        }
      />
      {creating && <MemberFormDialog open onClose={() => setCreating(false)} />}
    </>
  );
}
