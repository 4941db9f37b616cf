// A dashboard body (create, update, import) checked by the generated validators, then for what a schema cannot
// say: panel ids unique, layout items naming panels, a spec panel naming its spec, every other panel's query a
// StatsQuery the compiler accepts. 400 names the place: `panels[1].query: groupBy[0]: ...`.
import type { z } from 'zod';
import { badRequest } from '../../http/errors.ts';
import { englishMessage } from '../../http/validate.ts';
import { statsEntities } from '../../generated/statsEntities.ts';
import { parseStatsQuery } from '../../stats/query/parse.ts';

const GENERIC = englishMessage('validation.invalidValue');

/** where an issue is: `panels[0].options.refreshSeconds` */
function placeOf(path: ReadonlyArray<PropertyKey>): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

interface PanelInput {
  id: string;
  kind: string;
  spec?: string | null;
  query?: unknown;
}

export interface DashboardInput {
  name?: string;
  sharedRoles?: number[] | null;
  layouts?: { lg: Array<{ i: string }>; sm: Array<{ i: string }> } | null;
  panels?: PanelInput[] | null;
  [field: string]: unknown;
}

export function parseDashboard(schema: z.ZodType, body: unknown): DashboardInput {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const message = englishMessage(issue?.message ?? 'validation.invalidValue');
    // a spec message (Fill in Name!) stands alone; the generic one says where
    throw badRequest(
      message === GENERIC && issue?.path.length ? `${placeOf(issue.path)}: ${message}` : message,
    );
  }
  const input = result.data as DashboardInput;
  const panels = input.panels ?? [];
  const ids = new Set<string>();
  panels.forEach((panel, i) => {
    if (ids.has(panel.id)) throw badRequest(`panels[${i}].id: "${panel.id}" is used by another panel.`);
    ids.add(panel.id);
    if (panel.kind === 'spec') {
      if (!panel.spec)
        throw badRequest(`panels[${i}].spec: a spec panel names one of the spec dashboard's panels.`);
    } else {
      if (panel.query === undefined || panel.query === null)
        throw badRequest(`panels[${i}].query: a ${panel.kind} panel needs a query.`);
      try {
        parseStatsQuery(panel.query, statsEntities);
      } catch (error) {
        throw badRequest(`panels[${i}].query: ${(error as Error).message}`);
      }
    }
  });
  for (const size of ['lg', 'sm'] as const) {
    (input.layouts?.[size] ?? []).forEach((item, i) => {
      if (!ids.has(item.i))
        throw badRequest(`layouts.${size}[${i}].i: "${item.i}" is no panel of the dashboard.`);
    });
  }
  return input;
}
