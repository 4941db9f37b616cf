// The exception lists through the real data provider: a kind's tags from GET /store/{store}/list/tag/{kind}/search
// (25 per page by tag ID, the table conventions in the query string, tag ID the only sortable column), the
// download of task type 3 in its toolbar, 'No data to display' for an empty kind, and the NG gateways of the
// statistics answer (held by the page with the doughnut's count) with the same empty state.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DownloadRequest } from '../downloads/types';
import { DownloadContext } from '../downloads/useDownload';
import { recordedDataProvider } from '../test/recordedDataProvider';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { GatewayExceptionList, TagExceptionList } from './ExceptionList';

const tag = {
  tagId: 'T-01',
  tagMac: 'AA:BB:CC',
  prCode: null,
  tagType: 'G2_29',
  gwMac: 'GW1',
  status: 'NG',
  battery: 80,
  battStatus: 'GOOD',
  updatedAt: '2026-01-02T03:04:05Z',
};

describe('TagExceptionList', () => {
  it('asks the /search form for 25 tags of the kind by tag ID, and sorts by tag ID only', async () => {
    const { dataProvider, calls } = recordedDataProvider([tag], 60);
    const paths = () => calls.map((c) => c.path);
    const downloads: DownloadRequest[] = [];
    renderWithAdmin(
      <DownloadContext.Provider value={(request) => downloads.push(request)}>
        <TagExceptionList store="S 1" kind="noproduct" title="No-product tags" />
      </DownloadContext.Provider>,
      { dataProvider },
    );
    const list = screen.getByTestId('exception-list');
    const row = await within(list).findByTestId('exception-tag-row');
    expect(paths()[0]).toBe('/store/S%201/list/tag/noproduct/search?start=0&length=25&order=tagId%3Aasc');
    expect(row.getAttribute('data-tag-id')).toBe('T-01');
    expect(row.querySelector('td')?.textContent).toBe('T-01');
    expect(
      within(list)
        .getAllByTestId('exception-tag-heading')
        .map((h) => h.textContent),
    ).toEqual(['Tag ID', 'Tag MAC', 'Product Code', 'Tag Type', 'GW MAC', 'Status', 'Battery', 'Updated']);
    expect(screen.getByRole('table', { name: 'No-product tags' })).toBeTruthy();
    expect(within(list).getByText('1-25 of 60')).toBeTruthy();
    expect(
      within(list)
        .getAllByTestId(/^sort-/)
        .map((s) => s.getAttribute('data-testid')),
    ).toEqual(['sort-tagId']);
    fireEvent.click(within(list).getByTestId('exception-download'));
    expect(downloads).toEqual([{ type: 3, storeCode: 'S 1', filter: { kind: 'noproduct' } }]);

    fireEvent.click(within(list).getByTestId('sort-tagId'));
    await waitFor(() => expect(paths().at(-1)).toContain('order=tagId%3Adesc'));
  });

  it("shows 'No data to display' for a kind without tags", async () => {
    const { dataProvider } = recordedDataProvider([]);
    renderWithAdmin(
      <DownloadContext.Provider value={() => undefined}>
        <TagExceptionList store="S1" kind="duplicate" title="Duplicate tags" />
      </DownloadContext.Provider>,
      { dataProvider },
    );
    const empty = await screen.findByTestId('exception-tag-empty');
    expect(empty.textContent).toBe('No data to display');
    expect(screen.queryByTestId('exception-tag-row')).toBeNull();
  });
});

describe('GatewayExceptionList', () => {
  it('lists the NG gateways it is given, and says so when there are none', () => {
    const gateway = {
      gwMac: 'GW:01',
      status: 'OFFLINE',
      timeSync: true,
      ip: '10.0.0.1:8080',
      lastStatusTime: null,
    };
    const { unmount } = renderWithAdmin(
      <GatewayExceptionList store="S1" rows={[gateway]} title="NG gateways" />,
    );
    const row = screen.getByTestId('exception-row');
    expect(row.textContent).toContain('GW:01');
    expect(row.textContent).toContain('10.0.0.1');
    expect(row.textContent).not.toContain(':8080');
    unmount();
    renderWithAdmin(<GatewayExceptionList store="S1" rows={[]} title="NG gateways" />);
    expect(screen.getByTestId('no-data').textContent).toBe('No data to display');
  });
});
