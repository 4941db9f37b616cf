// GET /version (public): the server version and the gateway software versions (doc 3 §3 Version info).
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../http/calls.ts';
import type { Versioned } from '../../domain/generated/calls.ts';
import { packageVersion } from '../packageVersion.ts';

export default async function versionRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, 'rolloutStore.version', { guard: { public: true } }, async () => {
    const none: Versioned = { version: '', updatedAt: null };
    return {
      version: packageVersion,
      grm: (await app.repos.systemConfig.get<Versioned>('grmVersion')) ?? none,
      gmp: (await app.repos.systemConfig.get<Versioned>('gmpVersion')) ?? none,
    };
  });
}
