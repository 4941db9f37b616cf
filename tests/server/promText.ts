// A small reader of Prometheus's text exposition format (version 0.0.4) for the metrics tests: every sample line
// `name{label="value",...} value` as a record; comments (# HELP, # TYPE) are kept by family name.
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  samples: Sample[];
  /** family name → its # TYPE */
  types: Map<string, string>;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/g;

const unescape = (text: string) => text.replace(/\\(.)/g, (_all, c: string) => (c === 'n' ? '\n' : c));

function number(text: string): number {
  if (text === '+Inf') return Number.POSITIVE_INFINITY;
  if (text === '-Inf') return Number.NEGATIVE_INFINITY;
  return Number(text);
}

export function parseExposition(text: string): Exposition {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1], type[2]);
    if (line.startsWith('#')) continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const label of (match[2] ?? '').matchAll(LABEL)) labels[label[1]] = unescape(label[2]);
    samples.push({ name: match[1], labels, value: number(match[3]) });
  }
  return { samples, types };
}

/** the samples of `name` whose labels include `labels` */
export function samplesOf(
  exposition: Exposition,
  name: string,
  labels: Record<string, string> = {},
): Sample[] {
  return exposition.samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
}

/** the one value of `name` with `labels`; throws when there is none or several */
export function valueOf(exposition: Exposition, name: string, labels: Record<string, string> = {}): number {
  const found = samplesOf(exposition, name, labels);
  if (found.length !== 1)
    throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}, expected one`);
  return found[0].value;
}
