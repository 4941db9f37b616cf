import { describe, expect, it } from 'vitest';
import { TAG_FEATURES, TAG_SIZES } from '../server/seed/demoData.ts';
import { allTagTypes, decodeTagType } from './tagTypes';

describe('tag type decoding (doc 1 §9)', () => {
  it('reads the features from the first character', () => {
    expect(decodeTagType('B290')?.features).toEqual(['LED', 'COLOR', 'NFC']);
    expect(decodeTagType('A213')?.features).toEqual(['LED', 'COLOR']);
    expect(decodeTagType('3154')?.features).toEqual(['COLOR', 'NFC']);
    expect(decodeTagType('2266')?.features).toEqual(['COLOR']);
    expect(decodeTagType('D420')?.features).toEqual(['LED', 'FREEZER', 'NFC']);
    expect(decodeTagType('C310')?.features).toEqual(['LED', 'FREEZER']);
    expect(decodeTagType('5565')?.features).toEqual(['NFC', 'FREEZER']);
    expect(decodeTagType('4583')?.features).toEqual(['FREEZER']);
  });

  it('reads the size from the rest, as the seed composes type codes', () => {
    const sizes = ['1.54', '2.13', '2.66', '2.90', '4.20', '3.10', '5.65', '5.83', '7.50', '13.30', '5.65N'];
    TAG_SIZES.forEach((code, index) => {
      const info = decodeTagType(`${TAG_FEATURES[index % TAG_FEATURES.length]}${code}`);
      expect(info?.sizeIndex).toBe(index);
      expect(info?.size).toBe(sizes[index]);
    });
    expect(decodeTagType('B1330')?.size).toBe('13.30');
    expect(decodeTagType('b565n')?.size).toBe('5.65N');
  });

  it('gives peripherals, resolution and the third colour', () => {
    expect(decodeTagType('B290')).toMatchObject({
      peripheral: ['LED', 'NFC'],
      resolution: { width: 296, height: 128 },
      colors: ['black', 'white', 'red'],
    });
    expect(decodeTagType('4154')?.colors).toEqual(['black', 'white', 'yellow']);
    expect(decodeTagType('2154')?.peripheral).toEqual([]);
  });

  it('refuses unknown codes and lists all 88 types', () => {
    for (const bad of ['', 'X290', 'B999', 'B29', null, undefined])
      expect(decodeTagType(bad)).toBeUndefined();
    expect(allTagTypes()).toHaveLength(88);
    expect(new Set(allTagTypes().map((t) => t.tagType)).size).toBe(88);
  });
});
