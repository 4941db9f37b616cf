// The store tag statistics' two type maps cut out of the kept json's text (server/repositories/tagsStoreStats.ts,
// GET /status/store/tag): the maps as written, whatever a tag type's name holds.
import { describe, expect, it } from 'vitest';
import { typeMapTexts } from '../../server/repositories/tagsStoreStats.ts';

describe('typeMapTexts', () => {
  it('cuts the maps at their seam, a type named like the seam included', () => {
    const maps = { all: { 'A"},"ng":{': 2, B: 3 }, ng: { B: 1 } };
    const cut = typeMapTexts(JSON.stringify(maps));
    expect(JSON.parse(cut.countByType)).toEqual(maps.all);
    expect(JSON.parse(cut.countNgByType)).toEqual(maps.ng);
  });

  it('answers empty maps as they are, and for a store without statistics', () => {
    expect(typeMapTexts('{"all":{},"ng":{}}')).toEqual({ countByType: '{}', countNgByType: '{}' });
    expect(typeMapTexts(null)).toEqual({ countByType: '{}', countNgByType: '{}' });
  });
});
