// Header (doc 1 §2.2): the page title (the level-one heading of every page: a page's <Title>, else its area's
// name), language switch, user menu with account, login history and logout.
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import HistoryIcon from '@mui/icons-material/History';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef, useState } from 'react';
import { AppBar, Logout, TitlePortal, UserMenu, useGetIdentity, useUserMenu } from 'react-admin';
import { useTranslate } from 'ra-core';
import { CollectingIndicator } from '../collection/CollectingIndicator';
import { readSession } from '../providers/session';
import { LanguageSwitch } from './LanguageSwitch';
import { AreaTitle } from './AreaTitle';
import { whenOpened } from './whenOpened';

const AccountDialog = whenOpened(() => import('./AccountDialog').then((m) => m.AccountDialog));
const LoginHistoryDialog = whenOpened(() => import('./LoginHistoryDialog').then((m) => m.LoginHistoryDialog));

type Modal = 'account' | 'history' | null;

const OpenItem = forwardRef<
  HTMLLIElement,
  { label: string; icon: React.ReactNode; onOpen: () => void; testId: string }
>(function OpenItem({ label, icon, onOpen, testId }, ref) {
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      data-testid={testId}
      onClick={() => {
        userMenu?.onClose();
        onOpen();
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
});

export function AppHeader() {
  const translate = useTranslate();
  const [modal, setModal] = useState<Modal>(null);
  const email = readSession()?.email ?? '';
  const { identity } = useGetIdentity();
  // the button shows the user's name: its accessible name must contain it (WCAG 2.5.3)
  const menuLabel = identity?.fullName
    ? `${translate('ra.auth.user_menu')}: ${identity.fullName}`
    : 'ra.auth.user_menu';
  return (
    <>
      <AppBar
        alwaysOn
        toolbar={
          <>
            <CollectingIndicator />
            <LanguageSwitch compact />
          </>
        }
        userMenu={
          <UserMenu label={menuLabel}>
            <OpenItem
              testId="menu-account"
              label={translate('app.account.title')}
              icon={<AccountCircleIcon />}
              onOpen={() => setModal('account')}
            />
            <OpenItem
              testId="menu-login-history"
              label={translate('app.loginHistory.title')}
              icon={<HistoryIcon />}
              onOpen={() => setModal('history')}
            />
            <Logout />
          </UserMenu>
        }
      >
        <TitlePortal component="h1">
          <AreaTitle />
        </TitlePortal>
      </AppBar>
      <AccountDialog email={email} open={modal === 'account'} onClose={() => setModal(null)} />
      <LoginHistoryDialog email={email} open={modal === 'history'} onClose={() => setModal(null)} />
    </>
  );
}
