// A dashboard body (create, update, import) checked by the generated validators, then for what a schema cannot
// say: panel ids unique, layout items naming panels, a spec panel naming its spec, every other panel's query a
// StatsQuery the compiler accepts (a text panel has none). 400 names the place: `panels[1].query: groupBy[0]: ...`.
import type { z } from 'zod';
import { badRequest } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { INVALID_VALUE, validationMessage } from '../../http/validate.ts';
import { statsEntities } from '../../generated/statsEntities.ts';
import { parseStatsQuery } from '../../stats/query/parse.ts';
import { ALERT_KINDS } from '../../dashboards/alertRules.ts';

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
  alert?: unknown;
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
    const said = validationMessage(issue?.message ?? INVALID_VALUE.key);
    // a spec message (Fill in Name!) stands alone; the generic one says where
    throw badRequest(
      said.key === INVALID_VALUE.key && issue?.path.length
        ? message('app.serverMessages.dashboardFieldInvalid', { place: placeOf(issue.path) })
        : said,
    );
  }
  const input = result.data as DashboardInput;
  const panels = input.panels ?? [];
  const ids = new Set<string>();
  panels.forEach((panel, i) => {
    if (ids.has(panel.id))
      throw badRequest(message('app.serverMessages.dashboardPanelIdUsed', { index: i, id: panel.id }));
    ids.add(panel.id);
    if (panel.alert && !ALERT_KINDS.includes(panel.kind))
      throw badRequest(message('app.serverMessages.dashboardAlertKind', { index: i, kind: panel.kind }));
    if (panel.kind === 'spec') {
      if (!panel.spec) throw badRequest(message('app.serverMessages.dashboardSpecPanel', { index: i }));
    } else if (panel.kind !== 'text') {
      // a text panel (issue 38) shows its options.markdown and runs no query
      if (panel.query === undefined || panel.query === null)
        throw badRequest(
          message('app.serverMessages.dashboardPanelNeedsQuery', { index: i, kind: panel.kind }),
        );
      parseStatsQuery(panel.query, statsEntities, `panels[${i}].query: `);
    }
  });
  for (const size of ['lg', 'sm'] as const) {
    (input.layouts?.[size] ?? []).forEach((item, i) => {
      if (!ids.has(item.i))
        throw badRequest(message('app.serverMessages.dashboardLayoutItem', { size, index: i, id: item.i }));
    });
  }
  return input;
}
