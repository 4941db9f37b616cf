import { describe, expect, it } from 'vitest';
import { updateStatusDisplay } from './updateStatus';

describe('updateStatusDisplay (doc 2 §4)', () => {
  it('shows null as in progress, OK as success, others as danger, no updatedAt as CANCEL', () => {
    expect(updateStatusDisplay(null, null)).toEqual({ kind: 'progress', label: '' });
    expect(updateStatusDisplay('OK', '2026-01-01T00:00:00Z')).toEqual({ kind: 'success', label: 'OK' });
    expect(updateStatusDisplay('NG', '2026-01-01T00:00:00Z')).toEqual({ kind: 'danger', label: 'NG' });
    expect(updateStatusDisplay('CANCEL', null)).toEqual({ kind: 'cancel', label: 'CANCEL' });
    expect(updateStatusDisplay('OK', null)).toEqual({ kind: 'cancel', label: 'CANCEL' });
  });
});
