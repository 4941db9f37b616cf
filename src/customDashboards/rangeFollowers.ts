// Where a dashboard's time range applies (issue 38): a panel with a query of its own that does not pin its own range
// follows it; a spec panel (GET /stats/dashboard: today's rates, the statuses now, the last 14 days) and a text
// panel do not. A dashboard none of whose panels follows it shows no time range control (the built-in dashboard's
// changed nothing: 24 h to 7 days sent no request).
import type { Panel } from './api';

/** whether a panel's figures follow the dashboard's time range */
export const followsRange = (panel: Panel): boolean =>
  panel.kind !== 'spec' && !!panel.query && !panel.options?.pinRange;

/** whether the dashboard's time range control changes anything it draws */
export const rangeApplies = (panels: Panel[]): boolean => panels.some(followsRange);
