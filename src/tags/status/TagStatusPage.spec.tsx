// The tag status list on the schema list machinery, through the real data provider: the search call and its
// body (10 per page by store code, sort, filters), the headings, the coloured group counters and the counts by
// type, the availability button in the toolbar, and a row opening the store's tag detail.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { recordedDataProvider } from '../../test/recordedDataProvider';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import TagStatusPage from './TagStatusPage';

const store = {
  storeCode: 'S 01',
  storeName: 'Gangnam',
  status: 'NORMAL',
  tagStatus: 'ERROR',
  position: null,
  total: 12345,
  success: 12000,
  inprogress: 0,
  error: 345,
  lowBattery: 3,
  todayUpdated: 1500,
  countByType: { G2_29: 12000, G2_42: 345 },
  countNgByType: { G2_42: 345 },
  updatedAt: '2026-01-02T03:04:05Z',
};

function DetailStub() {
  return <p data-testid="opened">{useParams().storeCode}</p>;
}

describe('TagStatusPage', () => {
  it('asks POST /status/store/pagination/1 for 10 stores by code, shows the tag stats and opens the tag detail', async () => {
    const { dataProvider, calls } = recordedDataProvider([store], 31);
    renderWithAdmin(
      <Routes>
        <Route path="/tag" element={<TagStatusPage />} />
        <Route path="/tag/detail/:storeCode" element={<DetailStub />} />
      </Routes>,
      { dataProvider, path: '/tag' },
    );
    const row = await screen.findByTestId('tag-store-row');
    expect(calls[0]).toEqual({
      path: '/status/store/pagination/1',
      body: { start: 0, length: 10, order: [{ column: 'storeCode', dir: 'asc' }] },
    });
    expect(screen.getAllByTestId('tag-store-heading').map((h) => h.textContent)).toEqual([
      'Store Name',
      'Store Code',
      'Status',
      'Total',
      'Success',
      'In progress',
      'Error',
      'Low battery',
      'Updated today',
      'By type (NG)',
      'Updated',
    ]);
    expect(row.getAttribute('data-store-code')).toBe('S 01');
    const cell = (field: string) => row.querySelector(`[data-field="${field}"]`)?.textContent;
    expect([cell('total'), cell('error'), cell('inprogress'), cell('todayUpdated')]).toEqual([
      '12,345',
      '345',
      '0',
      '1,500',
    ]);
    expect(cell('countByType')).toBe('G2_29 12000G2_42 345 NG 345');
    // the error counter is red (unless 0), in progress 0 keeps the text colour
    const counter = (name: string) => row.querySelector<HTMLElement>(`[data-counter="${name}"]`)!;
    expect(getComputedStyle(counter('error')).color).not.toBe(getComputedStyle(counter('inprogress')).color);
    expect(screen.getByText('1-10 of 31')).toBeTruthy();
    expect(screen.getByTestId('open-availability').getAttribute('href')).toBe('/tag/availability');
    expect(screen.getByTestId('view-table').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByTestId('sort-error'));
    await waitFor(() => expect(calls.at(-1)?.body.order).toEqual([{ column: 'error', dir: 'asc' }]));
    expect(screen.queryByTestId('sort-status')).toBeNull();
    expect(screen.queryByTestId('sort-countByType')).toBeNull();

    fireEvent.change(screen.getByTestId('filter-storeCode'), { target: { value: 'S 0' } });
    await waitFor(() => expect(calls.at(-1)?.body.filter_storeCode).toBe('S 0'), { timeout: 3000 });
    expect(calls.at(-1)?.body).toMatchObject({ start: 0, condition_storeCode: '~' });

    fireEvent.click(await screen.findByTestId('tag-store-row'));
    expect((await screen.findByTestId('opened')).textContent).toBe('S 01');
  });
});
