import { describe, expect, it } from 'vitest';
import { TAG_STORE_STATUS_COLOR, tagStoreStatus } from './tagStoreStatus';
import { STATUS_COLORS } from '../src/status/statusColors';

describe('tag status of a store', () => {
  it('is ERROR as soon as one tag is in error, whatever else is in progress', () => {
    expect(tagStoreStatus({ error: 1, inprogress: 0 })).toBe('ERROR');
    expect(tagStoreStatus({ error: 3, inprogress: 40 })).toBe('ERROR');
  });

  it('is INPROGRESS with tags in progress and none in error', () => {
    expect(tagStoreStatus({ error: 0, inprogress: 1 })).toBe('INPROGRESS');
  });

  it('is NORMAL when every tag is OK, and for a store without tags', () => {
    expect(tagStoreStatus({ error: 0, inprogress: 0 })).toBe('NORMAL');
  });

  it('colours the markers red for errors, yellow for work in progress, green otherwise', () => {
    expect(STATUS_COLORS[TAG_STORE_STATUS_COLOR.ERROR].background).toBe('#c62828');
    expect(STATUS_COLORS[TAG_STORE_STATUS_COLOR.INPROGRESS].background).toBe('#f9c80e');
    expect(STATUS_COLORS[TAG_STORE_STATUS_COLOR.NORMAL].background).toBe('#2e7d32');
  });
});
