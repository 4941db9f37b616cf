// A stored file as a local file for the render threads (server/storage/localCopy.ts): the data directory's own
// file, or one copy per key and version from a shared storage, the cache keeping only the latest copies.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { diskStorage } from '../../server/storage/disk.ts';
import { localCopy } from '../../server/storage/localCopy.ts';
import type { Storage } from '../../server/storage/storage.ts';

/** a storage without local files (as PostgreSQL or S3), counting its reads */
function sharedStorage(inner: Storage): Storage & { reads: number } {
  const counted = {
    ...inner,
    kind: 'postgres' as const,
    localPath: undefined,
    reads: 0,
    get: (key: string) => {
      counted.reads += 1;
      return inner.get(key);
    },
  };
  return counted;
}

const temp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), name));

describe('local copies of stored files', () => {
  it('answers the data directory file itself', async () => {
    const disk = diskStorage(temp('esl-copy-disk-'));
    await disk.put('plus-media/S1/image/1', Readable.from([Buffer.from('png')]));
    const file = await localCopy(disk, 'plus-media/S1/image/1', 'v1', temp('esl-copy-cache-'));
    expect(file).toBe(disk.localPath?.('plus-media/S1/image/1'));
  });

  it('copies a shared file once per version, keeps the latest copies only, and answers nothing for none', async () => {
    const shared = sharedStorage(diskStorage(temp('esl-copy-shared-')));
    const cache = temp('esl-copy-cache-');
    for (let i = 1; i <= 5; i++) await shared.put(`k/${i}`, Readable.from([Buffer.from(`content ${i}`)]));
    const first = await localCopy(shared, 'k/1', 'v1', cache, 3);
    expect(fs.readFileSync(first!, 'utf8')).toBe('content 1');
    expect(await localCopy(shared, 'k/1', 'v1', cache, 3)).toBe(first);
    expect(shared.reads).toBe(1);
    await shared.put('k/1', Readable.from([Buffer.from('content 1, second version')]));
    const second = await localCopy(shared, 'k/1', 'v2', cache, 3);
    expect(fs.readFileSync(second!, 'utf8')).toBe('content 1, second version');
    for (let i = 2; i <= 5; i++) await localCopy(shared, `k/${i}`, 'v1', cache, 3);
    expect(fs.readdirSync(cache)).toHaveLength(3);
    expect(await localCopy(shared, 'k/none', 'v1', cache, 3)).toBeUndefined();
  });
});
