// The software upgrade (doc 3 §2 Software, §7 'Alarms and software'; docs/api.md 'Software upgrade'):
// POST /upgrade/file takes an upgrade package (multipart, one file) and starts its staged rollout; the rollout
// calls read its progress per stage and per store, and pause, resume or roll it back. Reads need setting read;
// the upload and the actions setting write and a session that sees every store (a rollout reaches them all).
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { conflict, forbidden, notFound, badRequest } from '../../http/errors.ts';
import { messages } from '../../http/messages.ts';
import { inTransaction } from '../../repositories/index.ts';
import { CONFIG_KEY, type RolloutRecord, type RolloutsRepository } from '../../repositories/rollouts.ts';
import { acceptPackage, safeName } from '../../software/acceptPackage.ts';
import { incomingDir } from '../../software/files.ts';
import { defineCall } from '../../http/calls.ts';
import type { RolloutSummary } from '../../../domain/generated/calls.ts';
import { NO_FILE, readOneFile } from '../../software/multipartFile.ts';

export const ROLLOUT_MESSAGES = messages({
  pause: 'app.serverMessages.rolloutPause',
  resume: 'app.serverMessages.rolloutResume',
  rollback: 'app.serverMessages.rolloutRollback',
});

const READ = { privilege: 'setting', access: 'read' } as const;
const WRITE = { privilege: 'setting', access: 'write' } as const;

/** a rollout reaches every store: its writers must see them all */
function requireWholeFleet(request: FastifyRequest): void {
  if (request.principal?.stores) throw forbidden();
}

const iso = (time: Date | string): string => (typeof time === 'string' ? time : time.toISOString());

/** a rollout as the API answers it: its row with `stages` renamed `stageCount`, its totals and its stages */
export async function rolloutSummary(
  rollouts: RolloutsRepository,
  rollout: RolloutRecord,
): Promise<RolloutSummary> {
  const [stages, totals] = await Promise.all([rollouts.stages(rollout.id), rollouts.totals(rollout.id)]);
  return {
    id: rollout.id,
    packageId: rollout.packageId,
    component: rollout.component,
    version: rollout.version,
    previousConfig: rollout.previousConfig ?? null,
    state: rollout.state,
    stage: rollout.stage,
    stageCount: rollout.stages,
    pausedReason: rollout.pausedReason ?? null,
    acceptedStage: rollout.acceptedStage ?? null,
    failureThreshold: rollout.failureThreshold,
    createdBy: rollout.createdBy,
    startedAt: iso(rollout.startedAt),
    updatedAt: iso(rollout.updatedAt),
    finishedAt: rollout.finishedAt ? iso(rollout.finishedAt) : null,
    totals,
    stages,
  };
}

export default async function upgradeRoutes(app: FastifyInstance): Promise<void> {
  const config = app.appConfig;
  await app.register(multipart, { limits: { fileSize: config.upgradeFileMaxBytes, files: 1, fields: 5 } });
  const rollouts = app.repos.rollouts;

  defineCall(app, 'rolloutStore.upload', { guard: WRITE }, async (request) => {
    requireWholeFleet(request);
    const form = await readOneFile(request, incomingDir(config.dataDir), config.upgradeFileMaxBytes);
    if (!('received' in form)) throw badRequest(NO_FILE);
    const rollout = await acceptPackage(app.db, form.received, {
      fileName: safeName(form.fileName),
      createdBy: request.principal?.email ?? '',
      storage: app.storage,
      settings: {
        seed: config.simSeed,
        canaryPercent: config.rolloutCanaryPercent,
        waves: config.rolloutWaves,
        failureThreshold: config.rolloutFailureThreshold,
      },
    });
    return rolloutSummary(rollouts, rollout);
  });

  defineCall(app, 'rolloutStore.rollouts', { guard: READ }, async () => ({
    data: await Promise.all((await rollouts.latest()).map((r) => rolloutSummary(rollouts, r))),
  }));

  defineCall(app, 'rolloutStore.rollout', { guard: READ }, async (request) => {
    const rollout = await rollouts.rollout(request.params.id);
    if (!rollout) throw notFound();
    return rolloutSummary(rollouts, rollout);
  });

  defineCall(app, 'rolloutStore.search', { guard: READ }, async (request) => {
    const rollout = await rollouts.rollout(request.params.rolloutId);
    if (!rollout) throw notFound();
    const rows = await rollouts.stores(rollout.id, request.principal?.stores ?? null);
    return {
      data: rows.map(({ updating, rolledBack: _rolledBack, ...row }) => ({
        ...row,
        pending: row.pending + updating,
      })),
    };
  });

  const action = (name: 'pause' | 'resume' | 'rollback') =>
    defineCall(app, `rolloutStore.${name}`, { guard: WRITE }, async (request) => {
      requireWholeFleet(request);
      const id = request.params.id;
      const rollout = await inTransaction(app.db, async (repos) => {
        const repo = repos.rollouts;
        const current = await repo.rollout(id, true);
        if (!current) throw notFound();
        if (name === 'pause') {
          if (current.state !== 'RUNNING') throw conflict(ROLLOUT_MESSAGES.pause);
          await repo.advance(id, { state: 'PAUSED', pausedReason: 'operator' });
        } else if (name === 'resume') {
          if (current.state !== 'PAUSED') throw conflict(ROLLOUT_MESSAGES.resume);
          // resuming after an automatic pause accepts the failures of that stage
          await repo.advance(id, {
            state: 'RUNNING',
            pausedReason: null,
            ...(current.pausedReason === 'failures' ? { acceptedStage: current.stage } : {}),
          });
        } else {
          const latest = (await repo.latest()).find((r) => r.component === current.component);
          if (!['RUNNING', 'PAUSED', 'COMPLETED'].includes(current.state) || latest?.id !== id)
            throw conflict(ROLLOUT_MESSAGES.rollback);
          await repo.advance(id, { state: 'ROLLING_BACK', pausedReason: null });
          // GET /version answers the previous version again
          const previous = current.previousConfig ?? { version: '', updatedAt: null };
          await repos.systemConfig.set(CONFIG_KEY[current.component], previous);
        }
        return (await repo.rollout(id)) as RolloutRecord;
      });
      return rolloutSummary(rollouts, rollout);
    });
  action('pause');
  action('resume');
  action('rollback');
}
