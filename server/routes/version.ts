// GET /version (public): the server version and the gateway software versions (doc 3 §3 Version info).
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { doc } from './docs.ts';
import type { Versioned } from '../../domain/software.ts';

const packageVersion = (
  JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

export default async function versionRoutes(app: FastifyInstance): Promise<void> {
  app.get('/version', { config: { public: true }, schema: doc('system', 'Versions') }, async () => {
    const none: Versioned = { version: '', updatedAt: null };
    return {
      version: packageVersion,
      grm: (await app.repos.systemConfig.get<Versioned>('grmVersion')) ?? none,
      gmp: (await app.repos.systemConfig.get<Versioned>('gmpVersion')) ?? none,
    };
  });
}
