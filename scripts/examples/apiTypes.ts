// The types an integration team generates from the published OpenAPI document, with a standard generator
// (openapi-typescript), for examples/: `npm run examples:types` writes examples/generated/eslApi.ts, and
// tests/server/exampleIntegration.spec.ts checks that the committed file is what the document gives today.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { pino } from 'pino';
import { backends, createTestApp } from '../../tests/server/helpers.ts';

export const TYPES_PATH = join(fileURLToPath(import.meta.url), '..', '..', '..', 'examples', 'generated', 'eslApi.ts');

const BANNER =
  '// generated from the server\'s OpenAPI document (GET /api/docs/json) by openapi-typescript: run `npm run examples:types`\n';

/** the TypeScript of an OpenAPI document, as openapi-typescript writes it */
export async function typesOf(document: unknown): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0]);
  return BANNER + astToString(ast);
}

/** the published document of a freshly built server (PGlite) */
export async function publishedDocument(): Promise<unknown> {
  const t = await createTestApp(backends[0], { logger: pino({ level: 'silent' }) });
  try {
    return (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  } finally {
    await t.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(TYPES_PATH, await typesOf(await publishedDocument()));
  console.log(`examples: wrote ${TYPES_PATH}`);
}
