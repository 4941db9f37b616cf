// The alarm settings modal by privilege: alarm write edits and saves; alarm read alone shows the settings read
// only with Close and no Save (as every other page).
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Permissions } from '../auth/privileges';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { AlarmSettingDialog } from './AlarmSettingDialog';

const SETTING = {
  memoryThreshold: 90,
  diskThreshold: 90,
  progressThreshold: 30,
  totalTagsThreshold: 100,
  receiveCriticalOnly: false,
};

function permissionsWith(write: boolean): Permissions {
  return {
    role_id: 2,
    privilege: { alarm: { read: true, write } },
    store: ['KR001'],
    systemConfig: {},
    enableWholeStore: false,
  };
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      url === '/api/alarm/setting'
        ? Promise.resolve(new Response(JSON.stringify(SETTING), { status: 200 }))
        : Promise.reject(new Error(url)),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the alarm settings modal', () => {
  it('shows the settings read only, with Close and no Save, without alarm write', async () => {
    renderWithAdmin(<AlarmSettingDialog open onClose={() => undefined} />, {
      permissions: permissionsWith(false),
    });
    const memory = await screen.findByTestId('alarm-setting-memoryThreshold');
    expect(memory).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('edits and saves with alarm write', async () => {
    renderWithAdmin(<AlarmSettingDialog open onClose={() => undefined} />, {
      permissions: permissionsWith(true),
    });
    const memory = await screen.findByTestId('alarm-setting-memoryThreshold');
    expect(memory).not.toHaveAttribute('readonly');
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
