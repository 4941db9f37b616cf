// GET /system/backup (call backup.download; docs/api.md 'Backups'): role 0 only, a session or a role-0 API token
// (401 without credentials, 403 for others); on PGlite a tar archive whose manifest names the stored files with
// their sha256 and whose database entry opens as a copy of the server's database; on PostgreSQL 409 (pg_dump).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openBackup, copyEntry } from '../../server/backup/readArchive.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { bearer, createToken } from './apiTokenHelpers.ts';
import { backends, signedInApp, type Headers } from './helpers.ts';
import { upload } from './softwareHelpers.ts';

describe.each(backends)('the backup call on $name', (backend) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'esl-backup-call-'));
  const s = signedInApp(backend, { config: { dataDir } });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const get = (headers?: Headers) => s.t.app.inject({ method: 'GET', url: '/api/system/backup', headers });

  it('answers 401 without credentials, 403 to a member and to a token not of role 0', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get(s.manager)).statusCode).toBe(403);
    const viewerToken = await createToken(s.t.app, s.admin, { role_id: 2, store: ['KR001'] });
    expect((await get(bearer(viewerToken.secret))).statusCode).toBe(403);
  });

  if (backend.name === 'postgres')
    it('answers 409 on PostgreSQL: pg_dump backs it up', async () => {
      const answer = await get(s.admin);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ messageKey: 'app.serverMessages.backupOnPostgres' });
    });
  else
    it('streams an archive of the database and the stored files to role 0 (session or token)', async () => {
      const apk = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 13) % 251));
      const sent = await upload(s.t.app, s.admin, '/api/app/file', { name: 'mobile_3.1.apk', content: apk });
      expect(sent.statusCode, sent.body).toBe(200);
      const { _id } = sent.json<{ _id: number }>();
      const token = await createToken(s.t.app, s.admin, { role_id: 0 });
      for (const headers of [s.admin, bearer(token.secret)]) {
        const answer = await get(headers);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe('application/x-tar');
        const file = path.join(dataDir, 'call-backup.tar');
        fs.writeFileSync(file, answer.rawPayload);
        const backup = await openBackup(file);
        expect(backup.manifest).toMatchObject({ backend: 'pglite', storage: 'disk' });
        expect(backup.manifest.files.map((f) => [f.key, f.size])).toEqual([
          [`app-files/${_id}.apk`, apk.length],
        ]);
        const dump = path.join(dataDir, 'call-backup.pglite.tar');
        fs.rmSync(dump, { force: true });
        await copyEntry(backup, backup.manifest.database, dump);
        const copy = await openPglite('memory://', { loadDataDir: new Blob([fs.readFileSync(dump)]) });
        try {
          const rows = await copy.query<{ fileName: string }>(
            'SELECT "fileName" FROM app_files WHERE _id = $1',
            [_id],
          );
          expect(rows).toEqual([{ fileName: 'mobile_3.1.apk' }]);
        } finally {
          await copy.close();
        }
      }
    });
});
