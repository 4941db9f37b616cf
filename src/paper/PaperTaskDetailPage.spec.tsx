// The paper task detail's rows (doc 2 §3 Paper task row): printed time and updatedAt each in their column.
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Permissions } from '../auth/privileges';
import { resources } from '../../domain/generated/resources';
import { createDataProvider } from '../providers/dataProvider';
import { renderWithAdmin } from '../test/renderWithAdmin';
import PaperTaskDetailPage from './PaperTaskDetailPage';

const ROW = {
  rowNo: 1,
  prCode: 'P1',
  prInfo: ['Milk'],
  printerIp: '10.0.0.9',
  printerName: 'Front',
  resultCode: 1,
  result: 'SUCCESS',
  resultMsg: 'OK',
  printedTime: '2026-01-02T03:04:05Z',
  updatedAt: '2026-01-03T04:05:06Z',
};

function answer(body: unknown) {
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url === '/api/paper/task/7/store/KR001/search')
        return answer({ recordsTotal: 1, recordsFiltered: 1, data: [ROW] });
      if (url === '/api/paper/task/7/store/KR001')
        return answer({ taskId: 7, storeCode: 'KR001', total: 1, complete: 1, progress: 100 });
      return answer({ data: [] });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('paper task detail rows', () => {
  it('show the printed time and the updatedAt of each row', async () => {
    const permissions: Permissions = {
      role_id: 2,
      privilege: { paper: { read: true, write: false } },
      store: ['KR001'],
      systemConfig: {},
      enableWholeStore: false,
    };
    renderWithAdmin(
      <Routes>
        <Route path="/paper/task/:storeCode/:taskId" element={<PaperTaskDetailPage />} />
      </Routes>,
      { dataProvider: createDataProvider(resources), permissions, path: '/paper/task/KR001/7' },
    );
    const [row] = await screen.findAllByTestId('paper-task-row-row');
    expect(screen.getByTestId('sort-updatedAt')).toHaveTextContent('Updated at');
    const cell = (field: string) => row.querySelector(`[data-field="${field}"]`)?.textContent;
    expect(cell('printedTime')).toMatch(/^2026-01-0[23] \d{2}:04:05$/);
    expect(cell('updatedAt')).toMatch(/^2026-01-0[34] \d{2}:05:06$/);
    expect(within(row).getByText('P1')).toBeInTheDocument();
  });
});
