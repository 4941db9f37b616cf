// A stored file as a file of this instance, for readers that take a path (the render threads decode signage
// pictures from files): the data directory's own file, or a copy under DATA_DIR/cache named after the key and its
// version (its sha256), made once per version and streamed, never whole in memory. The cache keeps the
// CACHE_FILES copies made last (the render threads keep far fewer decoded pictures).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from './storage.ts';

export const cacheDir = (dataDir: string) => path.join(dataDir, 'cache');
export const CACHE_FILES = 256;

/** removes the oldest copies beyond `keep` */
async function prune(dir: string, keep: number): Promise<void> {
  const names = await fs.promises.readdir(dir);
  if (names.length <= keep) return;
  const files = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      return { file, at: stat?.mtimeMs ?? 0 };
    }),
  );
  files.sort((x, y) => y.at - x.at);
  await Promise.all(files.slice(keep).map((f) => fs.promises.rm(f.file, { force: true })));
}

/** the local file of the key at this version; undefined when the storage has none */
export async function localCopy(
  storage: Storage,
  key: string,
  version: string,
  dir: string,
  keep = CACHE_FILES,
): Promise<string | undefined> {
  if (storage.localPath) return storage.localPath(key);
  const name = createHash('sha256').update(`${key}\n${version}`).digest('hex');
  const file = path.join(dir, name);
  if (fs.existsSync(file)) return file;
  const found = await storage.get(key);
  if (!found) return undefined;
  await fs.promises.mkdir(dir, { recursive: true });
  const tmp = `${file}.${randomBytes(6).toString('hex')}`;
  try {
    await pipeline(found.stream, fs.createWriteStream(tmp, { flags: 'wx' }));
    await fs.promises.rename(tmp, file);
  } catch (error) {
    await fs.promises.rm(tmp, { force: true });
    throw error;
  }
  await prune(dir, keep);
  return file;
}
