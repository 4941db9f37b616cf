// The channel settings dialog takes the store's rows once they are known: Add waits for them, and a row added
// or changed afterwards is never replaced by them.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/renderWithAdmin';
import type { StoreStatusRow } from './api';
import { ChannelSettingsDialog } from './ChannelSettingsDialog';

const STORE = { storeCode: 'KR001', storeName: 'Gangnam' } as StoreStatusRow;

let answerSettings: (body: unknown) => void = () => undefined;
const saved: unknown[] = [];

beforeEach(() => {
  saved.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          const answer = (body: unknown) =>
            resolve(
              new Response(JSON.stringify(body), {
                status: 200,
                headers: { 'Content-Type': 'application/json' },
              }),
            );
          if (init?.method === 'POST' && url.endsWith('/config/gw/channel')) {
            saved.push(JSON.parse(String(init.body)));
            return answer({ storeCode: 'KR001', outbandEnable: false, channelList: [] });
          }
          if (!url.endsWith('/config/gw/channel?storeCode=KR001')) return reject(new Error(url));
          answerSettings = answer;
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('ChannelSettingsDialog', () => {
  it("waits for the store's rows before Add and keeps a row added after them", async () => {
    renderWithAdmin(<ChannelSettingsDialog open onClose={() => undefined} stores={[STORE]} canWrite />);
    const add = await screen.findByRole('button', { name: 'Add' });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(add).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    answerSettings({
      storeCode: 'KR001',
      outbandEnable: false,
      channelList: [{ gwIndex: 1, dataChannel: 12, eventChannel: 25 }],
    });
    await waitFor(() => expect(add).toBeEnabled());
    expect(screen.getAllByTestId('channel-row')).toHaveLength(1);

    fireEvent.click(add);
    expect(screen.getAllByTestId('channel-row')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      storeCode: 'KR001',
      channelList: [
        { gwIndex: 1, dataChannel: 12, eventChannel: 25 },
        { gwIndex: 0, dataChannel: 11, eventChannel: 26 },
      ],
    });
    expect(screen.getAllByTestId('channel-row')).toHaveLength(2);
  });
});
