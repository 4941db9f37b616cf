import { describe, expect, it } from 'vitest';
import { englishTemplate } from './englishText';
import {
  mediaIdsOf,
  objectForSave,
  parseShow,
  parseTemplateFile,
  productSlots,
  productsBySlot,
  sameShow,
  slideAt,
  slotsOf,
  sizeOfScreen,
  TEMPLATE_SIZES,
  webpageUrl,
} from './signageTemplate.ts';

/** the English text of a parse's problem key */
const problemText = (parsed: object) =>
  'problem' in parsed ? englishTemplate(String(parsed.problem)) : undefined;

describe('signage template rules', () => {
  it('product slots are 2 x floor(width / 180)', () => {
    expect(productSlots(179)).toBe(0);
    expect(productSlots(180)).toBe(2);
    expect(productSlots(400)).toBe(4);
    expect(productSlots(540)).toBe(6);
  });

  it('sizes 23.1 and 35.4 are 1920x158 and 2880x158', () => {
    expect(TEMPLATE_SIZES['23.1']).toEqual({ width: 1920, height: 158 });
    expect(sizeOfScreen(2880, 158)).toBe('35.4');
    expect(sizeOfScreen(1920, 158)).toBe('23.1');
    expect(sizeOfScreen(1920, 1080)).toBeUndefined();
  });

  it("webpage ids get 'http://' unless they start with http", () => {
    expect(webpageUrl('example.com')).toBe('http://example.com');
    expect(webpageUrl('https://example.com')).toBe('https://example.com');
    expect(objectForSave({ type: 'webpage', id: 'a.b', left: 0, top: 0, width: 10, height: 10 }).id).toBe(
      'http://a.b',
    );
  });

  it('non-webpage objects take their index from the numeric id; autoSize only on products', () => {
    const image = objectForSave({
      type: 'image',
      id: '7',
      left: 1.4,
      top: 2,
      width: 3,
      height: 4,
      index: 1,
      autoSize: true,
    });
    expect(image).toEqual({ type: 'image', id: '7', left: 1, top: 2, width: 3, height: 4, index: 7 });
    const product = objectForSave({
      type: 'product',
      id: '3',
      left: 0,
      top: 0,
      width: 360,
      height: 158,
      autoSize: true,
    });
    expect(product).toMatchObject({ index: 3, autoSize: true });
  });

  it('a show gets the default duration 30 and bgColor #000000 and refuses bad objects', () => {
    const parsed = parseShow([
      { object: [{ type: 'image', id: 2, left: 0, top: 0, width: 100, height: 158 }] },
    ]);
    expect(parsed).toEqual({
      show: [
        {
          duration: 30,
          bgColor: '#000000',
          empty: false,
          object: [{ type: 'image', id: '2', left: 0, top: 0, width: 100, height: 158, index: 2 }],
        },
      ],
    });
    expect(
      parseShow([{ object: [{ type: 'audio', id: '1', left: 0, top: 0, width: 1, height: 1 }] }]),
    ).toHaveProperty('problem');
    expect(parseShow([{ bgColor: 'red' }])).toHaveProperty('problem');
    expect(parseShow('x')).toHaveProperty('problem');
  });

  it("template files need name, show and size ('Invalid file format'); a replace needs show and size", () => {
    const one = JSON.stringify({ name: 'A', size: '23.1', show: [] });
    expect(parseTemplateFile(one)).toEqual({ templates: [{ name: 'A', size: '23.1', show: [] }] });
    expect(parseTemplateFile(`[${one},${one}]`)).toHaveProperty('templates');
    for (const bad of [
      'nope',
      '[]',
      '{"name":"A","show":[]}',
      '{"size":"23.1","show":[]}',
      '{"name":"A","size":"1","show":[]}',
    ])
      expect(problemText(parseTemplateFile(bad))).toBe('Invalid file format');
    expect(parseTemplateFile('{"size":"35.4","show":[]}', true)).toEqual({
      templates: [{ size: '35.4', show: [] }],
    });
    expect(problemText(parseTemplateFile('{"name":"A","show":[]}', true))).toBe('Invalid file format');
  });

  it('lists the media a show names', () => {
    const show = [
      {
        duration: 30,
        bgColor: '#000000',
        object: [{ type: 'image' as const, id: '1', left: 0, top: 0, width: 1, height: 1 }],
      },
      {
        duration: 30,
        bgColor: '#000000',
        object: [{ type: 'image' as const, id: '1', left: 0, top: 0, width: 1, height: 1 }],
      },
    ];
    expect(mediaIdsOf(show, 'image')).toEqual(['1']);
    expect(mediaIdsOf(show, 'video')).toEqual([]);
  });

  it('a show is the same as another when it saves the same', () => {
    const a = [{ duration: 30, bgColor: '#000000', object: [] }];
    expect(sameShow(a, [{ ...a[0], empty: true }])).toBe(true);
    expect(sameShow(a, [{ ...a[0], duration: 10 }])).toBe(false);
  });

  it('the slide a device plays: its fixed index, else where the loop of durations is since its sync', () => {
    const show = [10, 20, 5].map((duration) => ({ duration, bgColor: '#000000', object: [] }));
    expect(slideAt([], 0, 0)).toBeUndefined();
    expect(slideAt(show, 0, 9_999)).toBe(0);
    expect(slideAt(show, 0, 10_000)).toBe(1);
    expect(slideAt(show, 0, 34_999)).toBe(2);
    expect(slideAt(show, 0, 35_000)).toBe(0);
    expect(slideAt(show, 0, 10_000, 2)).toBe(2);
    expect(slideAt(show, 0, 10_000, 7)).toBe(1);
  });

  it("a slide's product slots: 2 x floor(width / 180) per object, numbered from 0 across objects", () => {
    const product = (id: string, left: number, width: number) =>
      ({ type: 'product', id, left, top: 0, width, height: 158, index: Number(id) }) as const;
    const slots = slotsOf({
      duration: 30,
      bgColor: '#000000',
      object: [product('2', 1000, 180), product('1', 0, 400)],
    });
    expect(slots.map((s) => [s.slot, s.object.id, s.left, s.top])).toEqual([
      [0, '1', 0, 0],
      [1, '1', 200, 0],
      [2, '1', 0, 79],
      [3, '1', 200, 79],
      [4, '2', 1000, 0],
      [5, '2', 1000, 79],
    ]);
    expect(
      productsBySlot([{ index: 1, prCode: 'B' }, { index: 0, prCode: 'A' }, { prCode: 'X' }, 'y']),
    ).toEqual(
      new Map([
        [1, 'B'],
        [0, 'A'],
      ]),
    );
  });
});
