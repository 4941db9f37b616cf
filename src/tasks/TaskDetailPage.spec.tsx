// A task detail route whose id is no number is the not-found page, with no task search (the dropped filter
// answered another task's figures) and no tag search (400).
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Permissions } from '../auth/privileges';
import { renderWithAdmin } from '../test/renderWithAdmin';
import ProductUpdateTaskDetailPage from '../products/ProductUpdateTaskDetailPage';
import TaskDetailPage from './TaskDetailPage';

const calls: string[] = [];
const permissions: Permissions = {
  role_id: 2,
  privilege: { task: { read: true, write: false }, product: { read: true, write: false } },
  store: ['KR001'],
  systemConfig: {},
  enableWholeStore: false,
};

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      calls.push(url);
      return Promise.resolve(new Response(JSON.stringify({ recordsTotal: 0, recordsFiltered: 0, data: [] })));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('task detail with a malformed task id', () => {
  it.each([
    ['/task/detail/KR001/abc/PRODUCT', '/task/detail/:storeCode/:taskId/:taskType', TaskDetailPage],
    ['/task/detail/KR001/12x/PRODUCT', '/task/detail/:storeCode/:taskId/:taskType', TaskDetailPage],
    [
      '/product/KR001/5/abc/update/task/detail',
      '/product/:storeCode/:updateId/:taskId/update/task/detail',
      ProductUpdateTaskDetailPage,
    ],
  ])('%s is the not-found page and calls nothing', async (path, route, Page) => {
    renderWithAdmin(
      <Routes>
        <Route path={route} element={<Page />} />
      </Routes>,
      { permissions, path },
    );
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
    expect(screen.queryByText(/Task NaN/)).toBeNull();
    expect(calls.filter((url) => url.includes('/history') || url.includes('/task'))).toEqual([]);
  });
});
