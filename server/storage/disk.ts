// Stored files in the data directory (one instance): a key is a path under DATA_DIR. A put writes a temporary
// file beside its place and renames it over the key once complete, so a reader sees the old or the new file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkKey, measuring, type Storage } from './storage.ts';

const INCOMING = '.incoming-';

function isMissing(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

export function diskStorage(dataDir: string): Storage {
  const pathOf = (key: string) => path.join(dataDir, checkKey(key));

  async function walk(dir: string, prefix: string, out: string[]): Promise<void> {
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith(INCOMING)) continue;
      const key = `${prefix}${entry.name}`;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${key}/`, out);
      else out.push(key);
    }
  }

  return {
    kind: 'disk',
    localPath: pathOf,
    async put(key, content) {
      const target = pathOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const tmp = path.join(path.dirname(target), `${INCOMING}${randomBytes(8).toString('hex')}`);
      const measure = measuring();
      try {
        await pipeline(content, measure.through, fs.createWriteStream(tmp, { flags: 'wx' }));
        await fs.promises.rename(tmp, target);
      } catch (error) {
        await fs.promises.rm(tmp, { force: true }).catch(() => undefined);
        throw error;
      }
      return measure.result();
    },
    async get(key) {
      const file = pathOf(key);
      try {
        const handle = await fs.promises.open(file, 'r');
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await fs.promises.stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
    async list(prefix) {
      const cut = prefix.lastIndexOf('/') + 1;
      const dirKey = prefix.slice(0, cut);
      const out: string[] = [];
      await walk(dirKey ? pathOf(dirKey.slice(0, -1)) : dataDir, dirKey, out);
      return out.filter((key) => key.startsWith(prefix)).sort();
    },
  };
}
