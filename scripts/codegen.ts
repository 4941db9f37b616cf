// npm run codegen: derive types, validators, resources, tables, DDL and OpenAPI schemas from schemas/.
// npm run codegen:check (--check): regenerate in memory, exit 1 when a generated file is stale or missing.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, staleGenerated, writeGenerated } from './codegen/generate';

const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<number> {
  const check = process.argv.includes('--check');
  const files = await generate({
    schemasDir: join(rootDir, 'schemas'),
    localePath: join(rootDir, 'locales/en_US.json'),
  });
  if (check) {
    const stale = staleGenerated(files, rootDir);
    if (stale.length === 0) {
      console.log(`codegen: ${files.size} generated files are up to date`);
      return 0;
    }
    console.error('codegen: generated files are out of date, run `npm run codegen`:');
    for (const { path, problem } of stale) console.error(`  ${problem}: ${path}`);
    return 1;
  }
  const changed = writeGenerated(files, rootDir);
  console.log(changed.length === 0 ? 'codegen: nothing changed' : `codegen: wrote ${changed.join(', ')}`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
