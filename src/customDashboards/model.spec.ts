import { describe, expect, it } from 'vitest';
import type { Panel } from './api';
import {
  absoluteRange,
  addToLayouts,
  answerTable,
  isoToLocal,
  localToIso,
  newPanelId,
  panelQuery,
  rangeBounds,
} from './model';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const bar: Panel = {
  id: 'p1',
  kind: 'bar',
  title: 'Tags by store',
  query: { entity: 'tag', measure: { fn: 'count' }, groupBy: ['storeCode'], filters: { status: 'ERROR' } },
  options: { refreshSeconds: 60 },
};

describe('panelQuery', () => {
  it('follows the dashboard stores and range', () => {
    const query = panelQuery(bar, { stores: ['S1', 'S2'], range: { last: '24h' } }, NOW);
    expect(query).toEqual({
      entity: 'tag',
      measure: { fn: 'count' },
      groupBy: ['storeCode'],
      filters: { status: 'ERROR' },
      stores: ['S1', 'S2'],
      from: '2026-11-23T12:00:00.000Z',
    });
  });
  it('keeps the stores and range the panel pins', () => {
    const pinned: Panel = {
      ...bar,
      options: {
        refreshSeconds: 60,
        pinStores: ['S9'],
        pinRange: { from: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' },
      },
    };
    const query = panelQuery(pinned, { stores: ['S1'], range: { last: '7d' } }, NOW);
    expect(query?.stores).toEqual(['S9']);
    expect(query?.from).toBe('2026-11-01T00:00:00Z');
    expect(query?.to).toBe('2026-11-02T00:00:00Z');
  });
  it('sends no stores when the dashboard takes every store', () => {
    const query = panelQuery(
      { ...bar, query: { ...bar.query!, stores: ['OLD'] } },
      { stores: [], range: { last: '1h' } },
      NOW,
    );
    expect(query?.stores).toBeUndefined();
    expect(query?.from).toBe('2026-11-24T11:00:00.000Z');
  });
  it('has no query for a spec panel', () => {
    expect(
      panelQuery(
        { id: 's', kind: 'spec', spec: 'tagStatus', title: '', options: { refreshSeconds: 60 } },
        { stores: [], range: {} },
        NOW,
      ),
    ).toBeUndefined();
  });
});

describe('ranges', () => {
  it('pins the stores alone, keeping the dashboard range', () => {
    const pinned: Panel = { ...bar, options: { refreshSeconds: 60, pinStores: [] } };
    const query = panelQuery(pinned, { stores: ['S1'], range: { last: '1h' } }, NOW);
    // pinned to no store in particular: every store of the viewer, whatever the dashboard picks
    expect(query?.stores).toBeUndefined();
    expect(query?.from).toBe('2026-11-24T11:00:00.000Z');
  });
  it('pins the range alone, keeping the dashboard stores', () => {
    const pinned: Panel = { ...bar, options: { refreshSeconds: 60, pinRange: { last: '7d' } } };
    const query = panelQuery(pinned, { stores: ['S1'], range: { last: '1h' } }, NOW);
    expect(query?.stores).toEqual(['S1']);
    expect(query?.from).toBe('2026-11-17T12:00:00.000Z');
    expect(query?.to).toBeUndefined();
  });
  it('reads an absolute range with an open end up to now', () => {
    expect(rangeBounds({ from: '2026-11-01T00:00:00.000Z' }, NOW)).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      to: undefined,
    });
  });
  it('starts a custom range as the last 24 hours to the whole minute', () => {
    expect(absoluteRange(NOW + 42_000)).toEqual({
      from: '2026-11-23T12:00:00.000Z',
      to: '2026-11-24T12:00:00.000Z',
    });
  });
  it('shows an instant in the date fields as local time and reads it back', () => {
    const iso = '2026-11-24T12:34:56.000Z';
    const local = isoToLocal(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(new Date(local).getTime()).toBe(Date.parse(iso));
    expect(localToIso(local)).toBe(iso);
    expect(isoToLocal(undefined)).toBe('');
    expect(localToIso('')).toBeUndefined();
  });
});

describe('layouts, ids, CSV and drill-down', () => {
  it('puts a new panel in the first free space (beside a half-width one, under a full-width one)', () => {
    const next = addToLayouts(
      { lg: [{ i: 'a', x: 0, y: 0, w: 6, h: 3 }], sm: [{ i: 'a', x: 0, y: 0, w: 6, h: 5 }] },
      'b',
    );
    expect(next.lg[1]).toEqual({ i: 'b', x: 6, y: 0, w: 4, h: 4 });
    expect(next.sm[1]).toEqual({ i: 'b', x: 0, y: 5, w: 6, h: 4 });
  });
  it('finds a free panel id', () => {
    expect(newPanelId([{ ...bar, id: 'p2' }])).toBe('p3');
    expect(
      newPanelId([
        { ...bar, id: 'p1' },
        { ...bar, id: 'p3' },
      ]),
    ).toBe('p4');
  });
  it('writes the figures with their groups', () => {
    expect(
      answerTable(
        { rows: [{ key: ['S1', null], value: 3 }], truncated: false, groupBy: ['storeCode', 'tagType'] },
        false,
      ),
    ).toEqual([
      ['storeCode', 'tagType', 'value'],
      ['S1', '', '3'],
    ]);
  });
});
