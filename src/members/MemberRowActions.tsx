// Row actions of the member list (doc 3 §2, §6): update, password, unlock (locked rows), reset, two-factor reset (role 0),
// delete and login history; without member.write, or on an account holding more than the signed-in one
// (src/auth/grants.ts), only login history.
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import KeyIcon from '@mui/icons-material/Key';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useGrants } from '../auth/grants';
import { can, isSuper } from '../auth/privileges';
import { useAppPermissions } from '../auth/usePermissionsOf';
import { useErrorDialog } from '../layout/ErrorDialog';
import { LoginHistoryDialog } from '../layout/LoginHistoryDialog';
import { PasswordChangeDialog } from '../login/PasswordChangeDialog';
import { PromptDialog } from '../shared/PromptDialog';
import type { AppDataProvider } from '../providers/dataProvider';
import { MemberFormDialog } from './MemberFormDialog';
import { ResetResultDialog } from './ResetResultDialog';
import { twoFactorCalls } from '../generated/client';

type Open = 'edit' | 'password' | 'history' | 'confirmReset' | 'confirmDelete' | 'twoFactorReset' | null;

function Action({
  label,
  icon,
  onClick,
  testId,
}: {
  label: string;
  icon: ReactElement;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        data-testid={testId}
        onClick={(e) => (e.stopPropagation(), onClick())}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

export function MemberRowActions() {
  const record = useRecordContext<{
    id: string;
    email: string;
    locked?: boolean;
    role_id?: number;
    store?: string[];
    enableWholeStore?: boolean;
  }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const showError = useErrorDialog();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { permissions } = useAppPermissions();
  const grants = useGrants();
  const [open, setOpen] = useState<Open>(null);
  const [resetPassword, setResetPassword] = useState<string | null>(null);
  if (!record) return null;
  const email = record.email;
  const write = can(permissions, 'member', 'write') && grants.canChange(record);
  const close = () => setOpen(null);

  const run = async (work: () => Promise<unknown>, done: string, title?: string) => {
    try {
      await work();
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      await showError(error as Error, title);
    }
  };

  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end" data-testid={`member-actions-${email}`}>
      {write && (
        <>
          <Action
            testId="member-edit"
            label={translate('app.members.edit')}
            icon={<EditIcon />}
            onClick={() => setOpen('edit')}
          />
          <Action
            testId="member-password"
            label={translate('app.members.password')}
            icon={<KeyIcon />}
            onClick={() => setOpen('password')}
          />
          {record.locked && (
            <Action
              testId="member-unlock"
              label={translate('app.members.unlock')}
              icon={<LockOpenIcon />}
              onClick={() => run(() => dataProvider.unlock(email), 'app.members.unlocked')}
            />
          )}
          <Action
            testId="member-reset"
            label={translate('app.members.reset')}
            icon={<RestartAltIcon />}
            onClick={() => setOpen('confirmReset')}
          />
          {isSuper(permissions) && (
            <Action
              testId="member-two-factor-reset"
              label={translate('app.twoFactor.reset')}
              icon={<PhonelinkEraseIcon />}
              onClick={() => setOpen('twoFactorReset')}
            />
          )}
          <Action
            testId="member-delete"
            label={translate('ra.action.delete')}
            icon={<DeleteIcon />}
            onClick={() => setOpen('confirmDelete')}
          />
        </>
      )}
      <Action
        testId="member-history"
        label={translate('app.loginHistory.title')}
        icon={<HistoryIcon />}
        onClick={() => setOpen('history')}
      />

      {open === 'edit' && <MemberFormDialog email={email} open onClose={close} />}
      <PasswordChangeDialog
        open={open === 'password'}
        email={email}
        save={(password) => dataProvider.changePassword({ email, password })}
        onDone={() => {
          close();
          notify('app.password.changed', { type: 'success' });
        }}
        onCancel={close}
      />
      {open === 'history' && <LoginHistoryDialog email={email} open onClose={close} />}
      <PromptDialog
        open={open === 'confirmReset'}
        title="app.members.reset"
        message="app.members.resetConfirm"
        onNo={close}
        onYes={async () => {
          close();
          try {
            const answer = await dataProvider.reset(email);
            setResetPassword(answer.password);
            refresh();
          } catch (error) {
            await showError(error as Error);
          }
        }}
      />
      <PromptDialog
        open={open === 'twoFactorReset'}
        title="app.twoFactor.reset"
        message="app.twoFactor.resetConfirm"
        messageArgs={{ email }}
        onNo={close}
        onYes={() => {
          close();
          void run(() => twoFactorCalls.reset({ body: { email } }), 'app.twoFactor.resetDone');
        }}
      />
      <PromptDialog
        open={open === 'confirmDelete'}
        title="ra.action.delete"
        message="app.members.deleteConfirm"
        onNo={close}
        onYes={() => {
          close();
          void run(
            () => dataProvider.delete('members', { id: email, previousData: record }),
            'app.members.deleted',
          );
        }}
      />
      <ResetResultDialog email={email} password={resetPassword} onClose={() => setResetPassword(null)} />
    </Stack>
  );
}
