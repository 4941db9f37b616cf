// The weekly battery swap-list mail switch (issue 33 §4): it shows and changes the session's own opt-in (the
// server keeps one per member), says so, and is read-only without alarm write.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { BatteryMailSetting } from './BatteryMailSetting';

const SETTING = { enabled: false, weekday: 1, hour: 7, sentWeek: null };
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url !== '/api/battery/mail/setting') return Promise.reject(new Error(url));
    const body =
      init?.method === 'PUT' ? { ...SETTING, ...(JSON.parse(String(init.body)) as object) } : SETTING;
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the weekly battery mail switch', () => {
  it("switches the session's own mail on and says it is its own", async () => {
    renderWithAdmin(<BatteryMailSetting canWrite />);
    const toggle = await screen.findByTestId('battery-mail-enabled');
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/Your own mail: .* changes no one else's mail\./)).toBeInTheDocument();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
    expect(JSON.parse(String((put?.[1] as RequestInit).body))).toEqual({ enabled: true });
  });

  it('is read-only without alarm write', async () => {
    renderWithAdmin(<BatteryMailSetting canWrite={false} />);
    expect(await screen.findByTestId('battery-mail-enabled')).toBeDisabled();
  });
});
