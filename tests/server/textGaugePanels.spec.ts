// Text and gauge panels (issue 38): a text panel keeps its Markdown and needs no query (a number panel still
// does), a gauge keeps its min, max and thresholds; both come back as saved, exported and imported alike.
import { describe, expect, it } from 'vitest';
import { backends, postJson, signedInApp } from './helpers.ts';

interface Panel {
  id: string;
  kind: string;
  query?: unknown;
  options: Record<string, unknown>;
}
interface Saved {
  id: number;
  panels: Panel[];
  message?: string;
}

const text: Panel = {
  id: 'note',
  kind: 'text',
  options: { refreshSeconds: 3600, markdown: '# Shift notes\n\n- check **aisle 4**' },
} as Panel;
const gauge: Panel = {
  id: 'dial',
  kind: 'gauge',
  query: { entity: 'tag', measure: { fn: 'count' } },
  options: { refreshSeconds: 60, min: 0, max: 5000, thresholds: [{ value: 4000, color: '#d32f2f' }] },
} as Panel;
const layout = (ids: string[]) => ({
  lg: ids.map((i, x) => ({ i, x: x * 4, y: 0, w: 4, h: 4 })),
  sm: ids.map((i, y) => ({ i, x: 0, y: y * 4, w: 6, h: 4 })),
});

describe.each(backends)('text and gauge panels on $name', (backend) => {
  const s = signedInApp(backend);

  it('saves a text panel without a query and a gauge with its range, and imports them back', async () => {
    const created = await postJson<Saved>(s.t.app, s.admin, '/dashboards', {
      name: 'Notes and dial',
      layouts: layout(['note', 'dial']),
      panels: [
        { ...text, title: 'Notes' },
        { ...gauge, title: 'Tags' },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [note, dial] = created.body.panels;
    expect(note.kind).toBe('text');
    expect(note.query ?? null).toBeNull();
    expect(note.options.markdown).toBe(text.options.markdown);
    expect(dial.options).toMatchObject({ min: 0, max: 5000, thresholds: gauge.options.thresholds });

    const imported = await postJson<Saved>(s.t.app, s.admin, '/dashboards/import', {
      name: 'Imported notes',
      layouts: layout(['note']),
      panels: [{ ...text, title: 'Notes' }],
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.panels[0].options.markdown).toBe(text.options.markdown);
  });

  it('still refuses a chart panel without a query', async () => {
    const refused = await postJson<Saved>(s.t.app, s.admin, '/dashboards', {
      name: 'No query',
      layouts: layout(['dial']),
      panels: [{ id: 'dial', kind: 'gauge', title: 'Dial', options: { refreshSeconds: 60 } }],
    });
    expect(refused.status).toBe(400);
  });
});
