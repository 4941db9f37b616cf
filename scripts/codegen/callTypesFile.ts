// domain/generated/calls.ts: the TypeScript of the call contract (issue 34): one type per `$defs` shape
// (PascalCase of its name), one per part of each contract call (`TagDeassignBody`, `TagDeassignAnswer`), and the
// map `CallTypes` from a call's id to its parts, which the server's route helper and the console's client use.
import { compile } from 'json-schema-to-typescript';
import {
  jsonAnswers,
  PART_SUFFIX,
  PARTS,
  pascalName,
  resolveRefs,
  type ContractCall,
  type ContractContext,
  type Json,
  type RefTarget,
} from './contractModel';
import { quote, TS_BANNER } from './emit';
import { stripVendorKeywords } from './strip';
import { closeObjects } from './typesFile';

/** the TypeScript name of a reference's target */
function typeOf(target: RefTarget): Json {
  if (target.kind === 'shape') return { tsType: pascalName(target.name) };
  if (target.kind === 'entity') return { tsType: `Entity.${target.title}Public` };
  return target.schema;
}

/** files sent in a multipart form are Blobs (File in a browser) */
function binaryAsBlob(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(binaryAsBlob);
  if (typeof schema !== 'object' || schema === null) return schema;
  const record = schema as Json;
  if (record.format === 'binary') return { tsType: 'Blob' };
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, binaryAsBlob(value)]));
}

function typeSchema(context: ContractContext, file: string, schema: Json, title: string): Json {
  const resolved = resolveRefs(context, file, schema, typeOf);
  const plain = stripVendorKeywords(binaryAsBlob(resolved), {
    dropInternal: false,
    dropKeywords: ['$schema', '$id'],
  });
  return { ...(closeObjects(plain) as Json), title };
}

/** the name of an answer's type: the first 2xx is `<Call>Answer`, any other `<Call>Answer<status>` */
export function answerTypeName(call: ContractCall, status: string): string {
  const first = jsonAnswers(call).find(([code]) => code.startsWith('2'))?.[0];
  return status === first ? `${call.typeName}Answer` : `${call.typeName}Answer${status}`;
}

const REFERENCED =
  /^ \* This interface was referenced by `CallShapes`'s JSON-Schema\n \* via the `definition` "[A-Za-z0-9]+"\.\n/gm;

export async function callTypesFile(context: ContractContext, calls: ContractCall[]): Promise<string> {
  const defs: Record<string, Json> = {};
  for (const def of context.shapes.values())
    defs[pascalName(def.name)] = typeSchema(context, def.file, def.schema, pascalName(def.name));
  const entries: string[] = [];
  for (const call of calls) {
    const file = `${call.id.split('.')[0]}.schema.json`;
    const parts: string[] = [];
    for (const part of PARTS) {
      const schema = call[part];
      if (!schema) continue;
      const name = `${call.typeName}${PART_SUFFIX[part]}`;
      defs[name] = typeSchema(context, file, schema, name);
      parts.push(`${part === 'form' ? 'form' : part}: ${name};`);
    }
    const answers: string[] = [];
    for (const [status, schema] of Object.entries(call.answers)) {
      if (schema['x-answer-as'] !== undefined) {
        answers.push(`${status}: unknown;`);
        continue;
      }
      const name = answerTypeName(call, status);
      defs[name] =
        status === '204' ? { title: name, tsType: 'void' } : typeSchema(context, file, schema, name);
      answers.push(`${status}: ${name};`);
    }
    entries.push(
      `  ${quote(call.id)}: {\n    ${[...parts, `answers: { ${answers.join(' ')} };`].join('\n    ')}\n  };`,
    );
  }
  const root = {
    title: 'CallShapes',
    type: 'object',
    additionalProperties: false,
    properties: {},
    $defs: defs,
  };
  const code = await compile(root as Parameters<typeof compile>[0], 'CallShapes', {
    bannerComment: '',
    format: true,
    unreachableDefinitions: true,
    // bounded arrays stay arrays (not unions of tuples)
    maxItems: -1,
    additionalProperties: false,
    declareExternallyReferenced: true,
    style: { singleQuote: true, printWidth: 110, trailingComma: 'all' },
  });
  const types = code
    .replace(REFERENCED, '')
    .replace(/\n \*\n \*\//g, '\n */')
    .replace(/\/\*\*\n \*\/\n/g, '')
    .replace(/export interface CallShapes \{\}\n/, '')
    .trim();
  return [
    TS_BANNER,
    '// eslint-disable-next-line @typescript-eslint/no-unused-vars',
    "import type * as Entity from './types';",
    '',
    types,
    '',
    '/** call id (`<entity>.<call>`) → the types of its parts and of each status it answers */',
    'export interface CallTypes {',
    ...entries,
    '}',
    '',
    'export type CallName = keyof CallTypes;',
    '',
  ].join('\n');
}
