// /task has one filter bar (doc 2 §7: store, type and the start day range) with one Clear, and every filter of it,
// the days included, applies as it is chosen: no Search button (issue 22).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Permissions } from '../auth/privileges';
import { toEpochSeconds } from '../providers/filterBuilder';
import { recordedDataProvider } from '../test/recordedDataProvider';
import { renderWithAdmin } from '../test/renderWithAdmin';
import TaskListPage from './TaskListPage';

const permissions: Permissions = {
  role_id: 2,
  privilege: { task: { read: true, write: false } },
  store: ['KR001'],
  systemConfig: {},
  enableWholeStore: false,
};

describe('task list filters', () => {
  it('shows store, type and the day range in one bar with one Clear, the days applying as chosen', async () => {
    const { dataProvider, calls } = recordedDataProvider([]);
    renderWithAdmin(
      <Routes>
        <Route path="/task" element={<TaskListPage />} />
      </Routes>,
      { dataProvider, permissions, path: '/task' },
    );
    const bar = await screen.findByTestId('task-filters');
    for (const field of ['storeCode', 'taskType', 'startDate', 'endDate'])
      expect(within(bar).getByTestId(`filter-${field}`)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /clear/i })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /search/i })).toBeNull();

    fireEvent.change(screen.getByTestId('filter-startDate'), { target: { value: '2026-11-02' } });
    fireEvent.change(screen.getByTestId('filter-endDate'), { target: { value: '2026-11-03' } });
    await waitFor(() =>
      expect(calls.at(-1)?.body).toMatchObject({
        filter_startDate: toEpochSeconds('2026-11-02 00:00:00'),
        filter_endDate: toEpochSeconds('2026-11-03 23:59:59'),
      }),
    );
    expect(screen.getByTestId('filter-endDate')).toHaveValue('2026-11-03');

    fireEvent.click(within(bar).getByTestId('task-filter-clear'));
    await waitFor(() => expect(calls.at(-1)?.body).not.toHaveProperty('filter_startDate'));
    expect(calls.at(-1)?.body).not.toHaveProperty('filter_endDate');
    expect(screen.getByTestId('filter-startDate')).toHaveValue('');
  });
});
