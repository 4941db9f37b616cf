// Tag status groups of the dashboard and exceptions (doc 1 §2.4 "good, NG, work in progress"; §4 tag states):
// good = OK; work in progress = WIP, UPDATE; NG = NG and its variants, MISSING, REQ_ONLY, REQ_ONLY2.
// DEASSIGN counts in the total only.
import { SQL_GATEWAY_STATUS } from '../../domain/gatewayStatus.ts';
import type { TagGroup } from '../../domain/tagStoreStatus.ts';

export type { TagGroup } from '../../domain/tagStoreStatus.ts';

export const GOOD_STATUSES = ['OK'];
export const WIP_STATUSES = ['WIP', 'UPDATE'];
export const NG_STATUSES = ['NG', 'NG1', 'NG2', 'NG3', 'MISSING', 'REQ_ONLY', 'REQ_ONLY2'];

export function groupOf(status: string | null | undefined): TagGroup | undefined {
  if (!status) return undefined;
  if (GOOD_STATUSES.includes(status)) return 'success';
  if (WIP_STATUSES.includes(status)) return 'inprogress';
  if (NG_STATUSES.includes(status)) return 'error';
  return undefined;
}

const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

/** SQL conditions on a `status` column (constants only, no input). */
export const SQL_GOOD = `status IN (${list(GOOD_STATUSES)})`;
export const SQL_WIP = `status IN (${list(WIP_STATUSES)})`;
export const SQL_NG = `status IN (${list(NG_STATUSES)})`;
/** A gateway counts as NG when it does not show NORMAL (NORMAL without time sync shows ALARM, doc 1 §4). */
export const SQL_GW_NG = `(${SQL_GATEWAY_STATUS} IS DISTINCT FROM 'NORMAL')`;

/** error tag statuses (the NG group): the tag download's 'error' kind, the daily abnormal report */
export const ERROR_STATUSES = NG_STATUSES;
