// A dashboard's variables in its address (issue 38): `#/dashboards/7?store=S1&store=S2&range=7d` (or
// `from=<ISO>&to=<ISO>` for a custom range), so a filtered view is a link and a reload keeps it. An address without
// them opens with the saved variables; `store=` alone says every store. Other parameters (edit, kiosk) are kept.
// Pure, tested in urlState.spec.ts.
import { LAST_RANGES, type Range, type Variables } from './model';

const STORE = 'store';
const RANGE = 'range';
const FROM = 'from';
const TO = 'to';

const isDate = (text: string | null): text is string => !!text && !Number.isNaN(Date.parse(text));

/** the variables the address names, each one the address leaves out taken from `fallback` */
export function variablesFromSearch(search: URLSearchParams, fallback: Variables): Variables {
  const stores = search.has(STORE) ? search.getAll(STORE).filter(Boolean) : fallback.stores;
  const last = search.get(RANGE);
  const from = search.get(FROM);
  const to = search.get(TO);
  let range: Range = fallback.range;
  if (last && (LAST_RANGES as string[]).includes(last)) range = { last: last as Range['last'] };
  else if (isDate(from) || isDate(to)) range = { ...(isDate(from) && { from }), ...(isDate(to) && { to }) };
  return { stores, range };
}

/** the address's parameters with these variables (the others kept) */
export function searchWithVariables(search: URLSearchParams, variables: Variables): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of [STORE, RANGE, FROM, TO]) next.delete(name);
  if (variables.stores.length === 0) next.append(STORE, '');
  for (const store of variables.stores) next.append(STORE, store);
  if (variables.range.last) next.set(RANGE, variables.range.last);
  else {
    if (variables.range.from) next.set(FROM, variables.range.from);
    if (variables.range.to) next.set(TO, variables.range.to);
  }
  return next;
}
