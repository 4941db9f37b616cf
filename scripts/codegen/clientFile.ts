// The console's one way to call the server (issue 24): src/generated/client.ts, from each schema's x-api and
// x-calls. Per entity with calls it writes
// - `<entity>Calls`: one typed function per call (path parameters, query, body, answer type), each going through
//   `callApi` of src/providers/httpClient.ts (session headers, the server's message as the error);
// - `<entity>Keys`: the react-query key of each call (`['<entity>', '<call>', args]`) and `all` (`['<entity>']`)
//   to invalidate everything the entity's calls answered.
// Type expressions in x-calls name the generated entity types (domain/generated/types.ts), the row types
// (domain/generated/rows.ts) and the shared domain types (domain/*.ts); codegen fails on a name none of them
// exports, so a call's types are written once.
import { quote, TS_BANNER } from './emit';
import {
  callsOf,
  exportedTypes,
  typeNames,
  PARAM,
  type Call,
  type CallMethod,
  type TypeModule,
} from './clientCallModel';
import { SchemaError, type LoadedSchema } from './schemaModel';

export {
  exportedTypes,
  typeNames,
  type CallMethod,
  type CallShape,
  type CallSpec,
  type TypeModule,
} from './clientCallModel';

const paramName = (name: string): string => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : quote(name));

function argsType(call: Call): string | undefined {
  const fields = call.params.map((p) => `${paramName(p)}: string | number`);
  if (call.query !== undefined) fields.push(`query?: ${call.query}`);
  if (call.body !== undefined) fields.push(`body: ${call.body}`);
  if (call.form !== undefined) fields.push(`form: ${call.form}`);
  return fields.length === 0 ? undefined : `{ ${fields.join('; ')} }`;
}

function pathCode(call: Call): string {
  if (call.params.length === 0) return quote(call.path);
  return `\`${call.path.replace(PARAM, (_all, p: string) => `\${enc(args.${p})}`)}\``;
}

/** every call of the generated client: entity, name, method and path (`{param}`), for checks against the server */
export function clientCalls(
  schemas: LoadedSchema[],
): Array<{ entity: string; name: string; method: CallMethod; path: string }> {
  return schemas.flatMap(({ file, schema }) =>
    callsOf(file, schema).map((call) => ({
      entity: schema.$id,
      name: call.name,
      method: call.method,
      path: call.path,
    })),
  );
}

/** src/generated/client.ts; `modules` are searched, in order, for the type names the calls use */
export function clientFile(schemas: LoadedSchema[], modules: TypeModule[]): string {
  const owner = new Map<string, string>();
  for (const module of modules)
    for (const name of exportedTypes(module.source)) {
      const other = owner.get(name);
      // one name, one type: a domain type never shadows a generated one (nor another domain type); between the
      // generated modules the entity type wins (paperTaskRow's PaperTaskRow over paperTask's row type)
      if (
        other !== undefined &&
        other !== module.importPath &&
        module.importPath.startsWith('../../domain/') &&
        !module.importPath.startsWith('../../domain/generated/')
      )
        throw new SchemaError(
          `domain/${module.importPath.slice('../../domain/'.length)}.ts`,
          `type ${name} is exported by ${other} too: rename one`,
        );
      if (other === undefined) owner.set(name, module.importPath);
    }
  const entities = schemas
    .map(({ file, schema }) => ({ file, schema, calls: callsOf(file, schema) }))
    .filter(({ calls }) => calls.length > 0);
  const imports = new Map<string, Set<string>>();
  const local = new Set(['SearchBody', 'Page', 'SavedFile']);
  for (const { file, schema, calls } of entities) {
    for (const call of calls) {
      for (const expression of [call.body, call.form, call.query, call.answer]) {
        if (expression === undefined) continue;
        for (const name of typeNames(expression)) {
          if (local.has(name)) continue;
          const from = owner.get(name);
          if (!from)
            throw new SchemaError(
              `${file} ${schema.$id}.${call.name}`,
              `type ${name} is exported by none of domain/generated/types.ts, domain/generated/rows.ts, domain/*.ts`,
            );
          const set = imports.get(from) ?? new Set<string>();
          set.add(name);
          imports.set(from, set);
        }
      }
    }
  }
  const parts: string[] = [TS_BANNER];
  parts.push(
    "// The typed calls of the server, from each schema's x-api and x-calls (scripts/codegen/clientFile.ts), and",
    '// their react-query keys. The console calls the server only through these and the data provider.',
  );
  parts.push("import { callApi, type CallInit, type SavedFile } from '../providers/httpClient';");
  // the search body is the server's too: one definition in the shared layer
  parts.push("import type { SearchBody } from '../../domain/search';");
  for (const [from, names] of [...imports].sort(([a], [b]) => a.localeCompare(b)))
    parts.push(`import type { ${[...names].sort().join(', ')} } from ${quote(from)};`);
  parts.push('');
  parts.push('export type { CallInit, SavedFile, SearchBody };', '');
  parts.push(
    '/** a page of a search answer (start, length: recordsFiltered rows match, data holds the page) */',
  );
  parts.push('export interface Page<T> {');
  parts.push('  recordsTotal: number;');
  parts.push('  recordsFiltered: number;');
  parts.push('  data: T[];');
  parts.push('}', '');
  parts.push('const enc = (value: string | number): string => encodeURIComponent(String(value));', '');
  for (const { schema, calls } of entities) {
    parts.push(`/** the calls of ${schema.$id} (schemas/${schema.$id}.schema.json) */`);
    parts.push(`export const ${schema.$id}Calls = {`);
    for (const call of calls) {
      const args = argsType(call);
      const signature = args ? `args: ${args}, init?: CallInit` : 'init?: CallInit';
      const options: string[] = [];
      if (call.query !== undefined) options.push('query: args.query');
      if (call.body !== undefined) options.push('body: args.body');
      if (call.form !== undefined) options.push('form: args.form');
      if (call.as !== 'json') options.push(`as: ${quote(call.as)}`);
      if (call.anonymous) options.push('anonymous: true');
      options.push('...init');
      parts.push(`  /** ${call.doc.replace(/\*\//g, '*\\/')} */`);
      parts.push(`  ${call.name}: (${signature}): Promise<${call.answer}> =>`);
      parts.push(
        `    callApi<${call.answer}>(${quote(call.method)}, ${pathCode(call)}, { ${options.join(', ')} }),`,
      );
    }
    parts.push('};', '');
    parts.push(`/** the react-query keys of ${schema.$id}'s reads; \`all\` prefixes every one of them */`);
    parts.push(`export const ${schema.$id}Keys = {`);
    parts.push(`  all: [${quote(schema.$id)}] as const,`);
    for (const call of calls.filter((c) => c.read)) {
      const args = argsType(call);
      parts.push(
        args
          ? `  ${call.name}: (args: ${args}) => [${quote(schema.$id)}, ${quote(call.name)}, args] as const,`
          : `  ${call.name}: () => [${quote(schema.$id)}, ${quote(call.name)}] as const,`,
      );
    }
    parts.push('};', '');
  }
  return parts.join('\n');
}
