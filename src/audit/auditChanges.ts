// What an audit row's `changes` ({ field: [before, after] }) reads as, one line per field: "name: A → B", a value
// that was not there shown as "—", objects as JSON cut to a readable length. Secrets arrive masked ("***").
export const MISSING = '—';
const LONGEST = 120;

function valueText(value: unknown): string {
  if (value === null || value === undefined) return MISSING;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
}

export interface ChangeLine {
  field: string;
  before: string;
  after: string;
}

export function changeLines(changes: unknown): ChangeLine[] {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return [];
  return Object.entries(changes as Record<string, unknown>).map(([field, pair]) => {
    const [before, after] = Array.isArray(pair) ? pair : [undefined, pair];
    return { field, before: valueText(before), after: valueText(after) };
  });
}
