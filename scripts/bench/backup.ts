// Backups (issue 37; README 'Backups'): a PGlite database with a seeded demo fleet and 20 stored files of 1 MiB on
// the data directory, backed up as the running server does (PGlite's dump, then the archive written to a file)
// and restored into a new data directory (every header and sha256 checked, the files written, the database
// loaded and opened): the seconds of each, the archive's size and the throughput.
//   tsx scripts/bench/backup.ts
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { backupArchive } from '../../server/backup/archive.ts';
import { writeArchiveFile } from '../../server/backup/backupLocal.ts';
import { openBackup } from '../../server/backup/readArchive.ts';
import { restoreBackup } from '../../server/backup/restore.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { seedDemo } from '../../server/seed/index.ts';
import { diskStorage } from '../../server/storage/disk.ts';
import { printTable, type Row } from './table';

const FILES = 20;
const FILE_BYTES = 1024 * 1024;

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

export async function backupBenchRows(): Promise<Row[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'esl-bench-backup-'));
  try {
    const dataDir = path.join(dir, 'data');
    const db = await openPglite(path.join(dataDir, 'pglite'));
    const storage = diskStorage(dataDir);
    await migrate(db);
    await seedDemo(db, { tagsPerStore: 500, gatewaysPerStore: 4 });
    for (let i = 0; i < FILES; i++)
      await storage.put(`plus-media/BENCH/image/${i}`, Readable.from([randomBytes(FILE_BYTES)]));
    const file = path.join(dir, 'backup.tar');

    const backupStart = performance.now();
    const dump = await db.dumpDataDir();
    const bytes = await writeArchiveFile(
      backupArchive({ backend: 'pglite', database: { size: dump.length, content: [dump] }, storage }),
      file,
    );
    const backupMs = performance.now() - backupStart;
    await db.close();

    const restoreStart = performance.now();
    await restoreBackup(await openBackup(file), { dataDir: path.join(dir, 'restored'), force: false });
    const restoreMs = performance.now() - restoreStart;

    const what = `PGlite demo fleet (${mib(dump.length)} dump) + ${FILES} files of 1 MiB`;
    return [
      ['backup archive size', mib(bytes), what],
      [
        'backup (dump + archive to file)',
        `${(backupMs / 1000).toFixed(2)} s`,
        `${mib((bytes / backupMs) * 1000)}/s`,
      ],
      [
        'restore (checks + files + database)',
        `${(restoreMs / 1000).toFixed(2)} s`,
        `${mib((bytes / restoreMs) * 1000)}/s; includes opening the restored PGlite once`,
      ],
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  backupBenchRows()
    .then(printTable)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
