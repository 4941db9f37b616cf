// An account limited to one store with the sensor and paper privileges (read and write), for the scope tests of
// the sensor and paper routes: the demo manager has neither privilege, the viewer reads every store.
import type { FastifyInstance } from 'fastify';
import { login, type Headers } from './helpers.ts';
import { multipart } from './productFilesHelpers.ts';

export async function scopedSensorPaperAccount(
  app: FastifyInstance,
  admin: Headers,
  store: string,
): Promise<Headers> {
  const role = await app.inject({
    method: 'POST',
    url: '/api/auth/role',
    headers: admin,
    payload: {
      name: `Sensor and paper ${store}`,
      privilege: [
        { key: 'sensor', depth: 0, read: true, write: true },
        { key: 'paper', depth: 0, read: true, write: true },
      ],
    },
  });
  if (role.statusCode !== 200) throw new Error(`role: ${role.statusCode} ${role.body}`);
  const who = { email: `sp-${store.toLowerCase()}@example.com`, password: 'Scoped#2026x' };
  const account = await app.inject({
    method: 'POST',
    url: '/api/auth/account',
    headers: admin,
    payload: {
      ...who,
      name: 'Scoped',
      mobile: '+82-10-1111-2222',
      role_id: role.json<{ role_id: number }>().role_id,
      store: [store],
      enableWholeStore: false,
      forceChange: false,
    },
  });
  if (account.statusCode !== 200) throw new Error(`account: ${account.statusCode} ${account.body}`);
  return login(app, who);
}

/** POST /paper/file as multipart: the form fields and the file; the raw inject answer */
export async function postPaperFile(
  app: FastifyInstance,
  headers: Headers | undefined,
  fields: Record<string, string>,
  file?: { name: string; content: string },
) {
  const { payload, contentType } = await multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/paper/file',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}
