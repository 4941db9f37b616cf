// Merges translations into the three locale files at once:
//   npx tsx scripts/add-messages.ts fragment.json
// where fragment.json is { "en_US": { ...nested keys... }, "ja_JP": { ... }, "ko_KR": { ... } }.
// Existing keys are overwritten by the fragment's; the files keep two-space JSON formatting.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

type Tree = { [key: string]: string | Tree };
const LOCALES = ['en_US', 'ja_JP', 'ko_KR'] as const;

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
  }
  return target;
}

const fragmentPath = process.argv[2];
if (!fragmentPath) {
  console.error('usage: tsx scripts/add-messages.ts fragment.json');
  process.exit(2);
}
const fragment = JSON.parse(readFileSync(fragmentPath, 'utf8')) as Partial<Record<string, Tree>>;
const root = resolve(import.meta.dirname, '..');
for (const locale of LOCALES) {
  const part = fragment[locale];
  if (!part) continue;
  const file = join(root, 'locales', `${locale}.json`);
  const merged = merge(JSON.parse(readFileSync(file, 'utf8')) as Tree, part);
  writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  console.log(`add-messages: merged into ${file}`);
}
