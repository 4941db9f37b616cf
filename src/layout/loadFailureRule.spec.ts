import { describe, expect, it } from 'vitest';
import { loadFailureRule, statusOf } from './loadFailureRule';

describe('loadFailureRule', () => {
  it.each([
    '/dashboard',
    '/server',
    '/server/detail/SRV-1',
    '/store',
    '/store/detail/NOPE',
    '/store/KR001/gw/00:1B:AA',
    '/tag',
    '/tag/detail/KR001',
    '/tag/availability',
    '/tag/KR001/AA:BB/T1/battery/history',
  ])('logs out after a failed load on the monitoring page %s (doc 1 §6, §8)', (path) => {
    expect(loadFailureRule(path)).toBe('logout');
  });

  it.each([
    '/members',
    '/roles',
    '/exceptions',
    '/product',
    '/product/list/KR001',
    '/task',
    '/family-product',
  ])('keeps the page %s after a failed load of ordinary data', (path) => {
    expect(loadFailureRule(path)).toBe('stay');
  });

  it('logs out wherever the alias configuration or a product list fails to load (doc 2 §8)', () => {
    expect(loadFailureRule('/task', true)).toBe('logout');
    expect(loadFailureRule('/product/list/KR001', true)).toBe('logout');
  });

  it.each([
    '/setting/server-config',
    '/setting/store-config',
    '/setting/amac-config',
    '/setting/alias-config',
    '/setting/promotion',
  ])('logs out after a failed load of the config page %s (doc 3 §8)', (path) => {
    expect(loadFailureRule(path)).toBe('logout');
  });

  it.each(['/plus/device', '/plus/image', '/plus/video', '/plus/widget', '/plus/template'])(
    'logs out after a failed load of the plus overview %s (doc 3 §8)',
    (path) => {
      expect(loadFailureRule(path)).toBe('logout');
    },
  );

  it("keeps a store's device list after a failed load", () => {
    expect(loadFailureRule('/plus/device/list/KR001')).toBe('stay');
  });

  it('reads the status of a failed call', () => {
    expect(statusOf({ status: 404 })).toBe(404);
    expect(statusOf(new Error('x'))).toBeUndefined();
    expect(statusOf(null)).toBeUndefined();
  });
});
