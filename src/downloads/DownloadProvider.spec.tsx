import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { DownloadProvider } from './DownloadProvider';
import { useDownload } from './useDownload';

function Starter() {
  const download = useDownload();
  return (
    <button onClick={() => download({ type: 3, storeCode: 'KR001', filter: { kind: 'error' } })}>go</button>
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the download flow', () => {
  let calls: Array<{ method: string; url: string; body?: string }>;
  let clicked: string[];
  beforeEach(() => {
    calls = [];
    clicked = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  function serve(polls: unknown[]) {
    let poll = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ method: init?.method ?? 'GET', url, body: init?.body as string | undefined });
        if (url.endsWith('/file/download')) return json({ taskId: 't1' });
        if (init?.method === 'POST') return json(polls[Math.min(poll++, polls.length - 1)]);
        return new Response('a,b\r\n1,2\r\n', { status: 200 });
      }),
    );
  }

  it('starts the task, shows progress, polls until finishedAt, then saves the file and closes', async () => {
    serve([
      { taskId: 't1', type: 3, progress: 40, fileName: 'tags_KR001.csv' },
      {
        taskId: 't1',
        type: 3,
        progress: 100,
        fileName: 'tags_KR001.csv',
        finishedAt: '2026-01-01T00:00:00Z',
      },
    ]);
    renderWithAdmin(
      <DownloadProvider>
        <Starter />
      </DownloadProvider>,
    );
    fireEvent.click(screen.getByText('go'));
    expect(await screen.findByTestId('download-progress')).toBeTruthy();
    expect(await screen.findByText('tags_KR001.csv')).toBeTruthy();
    expect(screen.getByTestId('download-percent').textContent).toBe('40%');
    await waitFor(() => expect(clicked).toEqual(['tags_KR001.csv']), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByTestId('download-progress')).toBeNull());
    expect(JSON.parse(calls[0]!.body!)).toEqual({ type: 3, storeCode: 'KR001', filter: { kind: 'error' } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/file/download',
      'POST /api/file/download/task/t1',
      'POST /api/file/download/task/t1',
      'GET /api/file/download/task/t1',
    ]);
  });

  it('an error stops polling and shows the Download Failed dialog', async () => {
    serve([
      {
        taskId: 't1',
        type: 3,
        progress: 10,
        fileName: 'x.csv',
        finishedAt: '2026-01-01T00:00:00Z',
        error: 'Disk full',
      },
    ]);
    renderWithAdmin(
      <DownloadProvider>
        <Starter />
      </DownloadProvider>,
    );
    fireEvent.click(screen.getByText('go'));
    expect(await screen.findByText('Download Failed')).toBeTruthy();
    expect(screen.getByTestId('error-dialog-message').textContent).toBe('Disk full');
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(calls.filter((c) => c.url.includes('/task/'))).toHaveLength(1);
    expect(clicked).toEqual([]);
    expect(screen.queryByTestId('download-progress')).toBeNull();
  });

  it('a refused start (offline gateway) shows the server message under Download Failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Unable to log download from offline gateway.' }, 400)),
    );
    renderWithAdmin(
      <DownloadProvider>
        <Starter />
      </DownloadProvider>,
    );
    fireEvent.click(screen.getByText('go'));
    expect(await screen.findByText('Download Failed')).toBeTruthy();
    expect(screen.getByTestId('error-dialog-message').textContent).toBe(
      'Unable to log download from offline gateway.',
    );
  });
});
