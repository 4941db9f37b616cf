// Small printing helpers: banners and stable TypeScript literals.

export const TS_BANNER = '// generated, do not edit: run `npm run codegen`';
export const SQL_BANNER = '-- generated, do not edit: run `npm run codegen`';

/** A single-quoted TypeScript string literal. */
export function quote(text: string): string {
  let out = "'";
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\\') out += '\\\\';
    else if (ch === "'") out += "\\'";
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x2028 || code === 0x2029)
      out += `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return `${out}'`;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function propertyKey(name: string): string {
  return IDENTIFIER.test(name) ? name : quote(name);
}

/** TypeScript source printed as it is inside a literal (a reference to a constant written once) */
export class Code {
  constructor(readonly text: string) {}
}

/**
 * A TypeScript literal for a JSON value, indented by `indent` levels of two spaces.
 * Objects keep their key order (callers build them in schema order), so the output is stable.
 */
export function literal(value: unknown, indent = 0): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot print the number ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Code) return value.text;
  const pad = '  '.repeat(indent + 1);
  const end = '  '.repeat(indent);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const flat = value.every((v) => v === null || typeof v !== 'object');
    if (flat) {
      const oneLine = `[${value.map((v) => literal(v)).join(', ')}]`;
      if (oneLine.length <= 100) return oneLine;
    }
    return `[\n${value.map((v) => `${pad}${literal(v, indent + 1)},`).join('\n')}\n${end}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    if (
      entries.every(
        ([, v]) =>
          v === null || typeof v !== 'object' || v instanceof Code || (Array.isArray(v) && v.length === 0),
      )
    ) {
      const oneLine = `{ ${entries.map(([k, v]) => `${propertyKey(k)}: ${literal(v)}`).join(', ')} }`;
      if (oneLine.length <= 100) return oneLine;
    }
    return `{\n${entries.map(([k, v]) => `${pad}${propertyKey(k)}: ${literal(v, indent + 1)},`).join('\n')}\n${end}}`;
  }
  throw new Error(`cannot print a value of type ${typeof value}`);
}

/** `loginHistory` → `LoginHistory` */
export function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** `tag-reassignAll` → `TagReassignAll`: the PascalCase of a name's parts */
export function pascalName(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
}
