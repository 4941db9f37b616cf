import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import type { AuthProvider } from 'ra-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Permissions } from '../auth/privileges';
import { createI18nProvider } from '../i18n/i18nProvider';
import { englishAppMessages } from '../i18n/messages';
import { TAG_GROUP_COLORS } from '../status/statusColors';
import { TagStatusChip, tagStatusColor } from './TagStatusChip';

afterEach(cleanup);

function renderChips(site: string, statuses: string[]) {
  const permissions: Permissions = {
    role_id: 0,
    privilege: {},
    store: [],
    systemConfig: { site },
    enableWholeStore: false,
  };
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
  };
  return render(
    <AdminContext
      authProvider={authProvider}
      i18nProvider={createI18nProvider('en_US', englishAppMessages)}
      store={memoryStore()}
    >
      {statuses.map((s) => (
        <TagStatusChip key={s} status={s} />
      ))}
    </AdminContext>,
  );
}

const chip = (status: string) => document.querySelector(`[data-status="${status}"]`) as HTMLElement;

describe('TagStatusChip', () => {
  it('shows MISSING as MISSING by default and as NG1 on croma', async () => {
    renderChips('', ['MISSING']);
    await waitFor(() => expect(chip('MISSING').textContent).toBe('MISSING'));
    cleanup();
    renderChips('croma', ['MISSING', 'REQ_ONLY', 'REQ_ONLY2']);
    await waitFor(() => expect(chip('MISSING').textContent).toBe('NG1'));
    expect(chip('REQ_ONLY').textContent).toBe('REQ_ONLY');
    expect(chip('REQ_ONLY2').textContent).toBe('REQ_ONLY2');
  });

  it('animates dots for WIP only and names every status by class', async () => {
    renderChips('', ['WIP', 'UPDATE', 'OK', 'DEASSIGN']);
    await waitFor(() => expect(screen.getAllByTestId('wip-dots')).toHaveLength(1));
    expect(chip('WIP').querySelector('[data-testid="wip-dots"]')).not.toBeNull();
    expect(chip('WIP').className).toContain('tag-status-wip');
    expect(chip('UPDATE').textContent).toBe('UPDATE');
    expect(chip('DEASSIGN').className).toContain('tag-status-deassign');
  });

  it('colours by group: OK good, NG variants and MISSING red, WIP and UPDATE in progress, DEASSIGN neither', () => {
    expect(tagStatusColor('OK')).toBe(TAG_GROUP_COLORS.success);
    for (const s of ['NG', 'NG1', 'NG2', 'NG3', 'MISSING', 'REQ_ONLY', 'REQ_ONLY2'])
      expect(tagStatusColor(s), s).toBe(TAG_GROUP_COLORS.error);
    expect(tagStatusColor('WIP')).toBe(TAG_GROUP_COLORS.inprogress);
    expect(tagStatusColor('UPDATE')).toBe(TAG_GROUP_COLORS.inprogress);
    expect([TAG_GROUP_COLORS.success, TAG_GROUP_COLORS.error, TAG_GROUP_COLORS.inprogress]).not.toContain(
      tagStatusColor('DEASSIGN'),
    );
  });
});
