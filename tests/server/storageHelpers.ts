// What the storage of a test app holds (server/storage/), whichever backend keeps it: the names under a prefix,
// and any upload still waiting in this instance's temporary directory (there should be none).
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { incomingDir } from '../../server/software/files.ts';
import { readSmall } from '../../server/storage/storage.ts';

/** the stored names under `prefix` (cut from them), sorted, then the temporary files left as `incoming/<name>` */
export async function storedNames(app: FastifyInstance, prefix: string): Promise<string[]> {
  const keys = (await app.storage.list(prefix)).map((key) => key.slice(prefix.length));
  const dir = incomingDir(app.appConfig.dataDir);
  const left = fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => `incoming/${name}`) : [];
  return [...keys.sort(), ...left];
}

export async function storedBytes(app: FastifyInstance, key: string): Promise<Buffer | undefined> {
  return readSmall(app.storage, key);
}
