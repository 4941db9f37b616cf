// The URL filter builder of doc 1 §7: URL parameters prefixed `filter_` become conditions using
// equals, regex, gte, lte and comma-separated in-list operators, with date ranges on updatedAt and
// status.updatedAt (dates 'yyyy-mm-dd hh:ii:ss' or epoch seconds). Conditions then become the
// search-body fields of DESIGN.md §3 or a react-admin list filter.
//
// URL syntax:
//   filter_<field>=v            equals
//   filter_<field>=a,b,c        in-list
//   filter_<field>=~pattern     regex (contains)
//   filter_<field>_gte=v        greater than or equal; filter_<field>_lte=v less than or equal
//   filter_startDate / filter_endDate              updatedAt range
//   filter_statusStartDate / filter_statusEndDate  status.updatedAt range
import { localDate } from '../../domain/calendarDay';
import { formatDateTime as formatMoment } from '../i18n/format';

export type Operator = 'eq' | 'regex' | 'gte' | 'lte' | 'in';

export interface Condition {
  field: string;
  op: Operator;
  value: string | number | Array<string | number>;
}

const DATE_RANGES: Record<string, { field: string; op: 'gte' | 'lte' }> = {
  startDate: { field: 'updatedAt', op: 'gte' },
  endDate: { field: 'updatedAt', op: 'lte' },
  statusStartDate: { field: 'status.updatedAt', op: 'gte' },
  statusEndDate: { field: 'status.updatedAt', op: 'lte' },
};

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** 'yyyy-mm-dd hh:ii:ss' (local time), 'yyyy-mm-dd', or epoch seconds → epoch seconds; NaN when unreadable. */
export function toEpochSeconds(value: string | number | Date): number {
  if (value instanceof Date) return Math.floor(value.getTime() / 1000);
  if (typeof value === 'number') return Math.floor(value);
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const match = DATE_TIME.exec(text);
  if (!match) return Number.NaN;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  return Math.floor(localDate(+y, +mo, +d, +h, +mi, +s).getTime() / 1000);
}

/** epoch seconds → 'yyyy-mm-dd hh:ii:ss' in local time */
export function formatDateTime(epochSeconds: number): string {
  return formatMoment(epochSeconds * 1000);
}

function scalar(text: string): string | number {
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

export function parseUrlFilters(params: URLSearchParams | string): Condition[] {
  const search = typeof params === 'string' ? new URLSearchParams(params) : params;
  const conditions: Condition[] = [];
  for (const [key, raw] of search.entries()) {
    if (!key.startsWith('filter_') || raw === '') continue;
    const name = key.slice('filter_'.length);
    const range = DATE_RANGES[name];
    if (range) {
      const seconds = toEpochSeconds(raw);
      if (!Number.isNaN(seconds)) conditions.push({ field: range.field, op: range.op, value: seconds });
      continue;
    }
    const bound = /^(.+)_(gte|lte)$/.exec(name);
    if (bound) {
      conditions.push({ field: bound[1], op: bound[2] as 'gte' | 'lte', value: scalar(raw) });
    } else if (raw.startsWith('~')) {
      conditions.push({ field: name, op: 'regex', value: raw.slice(1) });
    } else if (raw.includes(',')) {
      const values = raw
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
        .map(scalar);
      conditions.push({ field: name, op: 'in', value: values });
    } else {
      conditions.push({ field: name, op: 'eq', value: scalar(raw) });
    }
  }
  return conditions;
}

/** Conditions → search body fields: filter_<field> + condition_<field> ('==' or '~'), date ranges as epoch seconds. */
export function conditionsToSearchBody(conditions: Condition[]): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const { field, op, value } of conditions) {
    if (field === 'updatedAt' && (op === 'gte' || op === 'lte')) {
      body[op === 'gte' ? 'filter_startDate' : 'filter_endDate'] = Number(value);
    } else if (field === 'status.updatedAt' && (op === 'gte' || op === 'lte')) {
      body[op === 'gte' ? 'filter_statusStartDate' : 'filter_statusEndDate'] = Number(value);
    } else if (op === 'gte' || op === 'lte') {
      body[`filter_${field}_${op}`] = Array.isArray(value) ? value.join(',') : value;
    } else if (op === 'in') {
      body[`filter_${field}`] = Array.isArray(value) ? value.join(',') : value;
      body[`condition_${field}`] = '==';
    } else {
      body[`filter_${field}`] = Array.isArray(value) ? value.join(',') : value;
      body[`condition_${field}`] = op === 'regex' ? '~' : '==';
    }
  }
  return body;
}

/** Conditions → a react-admin list filter (values only), for lists opened from a URL with filter_ parameters. */
export function conditionsToListFilter(conditions: Condition[]): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const { field, op, value } of conditions) {
    if (field === 'updatedAt' && (op === 'gte' || op === 'lte'))
      filter[op === 'gte' ? 'startDate' : 'endDate'] = value;
    else if (op === 'gte' || op === 'lte') filter[`${field}_${op}`] = value;
    else filter[field] = Array.isArray(value) ? value.join(',') : value;
  }
  return filter;
}
