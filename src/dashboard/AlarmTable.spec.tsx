// The dashboard's alarm table writes its times as every table of the console does (yyyy-mm-dd hh:ii:ss, local
// time), not in the browser's US date and AM/PM.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../test/renderWithAdmin';
import { AlarmTable } from './AlarmTable';

describe('AlarmTable', () => {
  it('shows the alarm and update times as yyyy-mm-dd hh:ii:ss', () => {
    const alarmTime = new Date(2026, 10, 23, 18, 2, 18).toISOString();
    const updatedAt = new Date(2026, 10, 23, 18, 8, 1).toISOString();
    renderWithAdmin(
      <AlarmTable
        rows={[
          { location: 'KR001', type: 'GW', class: 2, alarmType: 'GW STATUS ABNORMAL', alarmTime, updatedAt },
        ]}
      />,
    );
    const cells = screen.getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toContain('2026-11-23 18:02:18');
    expect(cells).toContain('2026-11-23 18:08:01');
  });
});
