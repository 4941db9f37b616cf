import { describe, expect, it } from 'vitest';
import { areaOf } from './AreaTitle';

describe('areaOf', () => {
  it.each([
    ['/store/detail/KR001', 'stores'],
    ['/store/KR001/gw/AA', 'stores'],
    ['/tag/KR001/AA/T1/battery/history', 'tags'],
    ['/product/list/KR001', 'products'],
    ['/product/file/upload/history/detail/3', 'productUploads'],
    ['/product/secondCode/list', 'secondCodes'],
    ['/task/detail/KR001/1/PRODUCT', 'tasks'],
    ['/dashboard', 'dashboard'],
  ])('%s belongs to %s', (path, area) => {
    expect(areaOf(path)?.name).toBe(area);
  });

  it('a route outside every area has none', () => {
    expect(areaOf('/storeroom')).toBeUndefined();
  });
});
