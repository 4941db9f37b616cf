// Accepting an upgrade package (POST /upgrade/file): the received file is checked (manifest, checksum, a
// version newer than the current one, no unfinished rollout of the component), then in ONE transaction the
// package row, the rollout with its stages, and the component's version in system_config (GET /version) are
// written and the file is put into the storage (server/storage/) as upgrade/{id}-{component}-{version}.pkg,
// shared by every instance. Anything refused or failing leaves nothing: no row, no file, the version unchanged.
// A refused GRM (bad checksum) raises INVALID GRM.
import path from 'node:path';
import type { Db } from '../db/db.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { repositoriesOf, createRepositories } from '../repositories/index.ts';
import { CONFIG_KEY, type RolloutRecord } from '../repositories/rollouts.ts';
import { putFile, removeQuietly as removeStored, type Storage } from '../storage/storage.ts';
import { removeQuietly, type ReceivedFile } from './files.ts';
import { planStages } from './rolloutPlan.ts';
import { compareVersions, PACKAGE_MESSAGES, payloadMatches, readManifest } from './upgradePackage.ts';
import { LOCKS, lockForTransaction } from '../db/advisoryLocks.ts';

export const INVALID_GRM = 'INVALID GRM';

export interface RolloutSettings {
  seed: number;
  canaryPercent: number;
  waves: number;
  failureThreshold: number;
}

export const upgradeKey = (pkg: { id: number; component: string; version: string }) =>
  `upgrade/${pkg.id}-${pkg.component}-${pkg.version}.pkg`;

export async function acceptPackage(
  db: Db,
  received: ReceivedFile,
  request: { fileName: string; createdBy: string; storage: Storage; settings: RolloutSettings },
): Promise<RolloutRecord> {
  try {
    const manifest = await readManifest(received.path);
    if (!(await payloadMatches(received.path, manifest))) {
      if (manifest.component === 'grm')
        await repositoriesOf(db).alarms.raise({
          location: 'SYSTEM',
          type: INVALID_GRM,
          class: 2,
          data: {
            fileName: request.fileName,
            version: manifest.version,
            reason: PACKAGE_MESSAGES.checksum.text,
          },
        });
      throw badRequest(PACKAGE_MESSAGES.checksum);
    }
    let placed: string | undefined;
    try {
      return await db.transaction(async (tx) => {
        await lockForTransaction(tx, LOCKS.softwarePackage);
        const repos = createRepositories(tx);
        const rollouts = repositoriesOf(tx).rollouts;
        const { component, version } = manifest;
        if ((await rollouts.active(component)).length > 0)
          throw conflict(PACKAGE_MESSAGES.running(component));
        const current = await repos.systemConfig.get<{ version: string; updatedAt: string | null }>(
          CONFIG_KEY[component],
        );
        if (current?.version && compareVersions(version, current.version) <= 0)
          throw badRequest(PACKAGE_MESSAGES.older(component, version, current.version));
        const pkg = await rollouts.insertPackage({
          component,
          version,
          sha256: manifest.sha256,
          fileName: request.fileName,
          size: received.size,
          createdBy: request.createdBy,
        });
        const s = request.settings;
        const rollout = await rollouts.create({
          packageId: pkg.id,
          component,
          version,
          previousConfig: current ?? null,
          stages: s.waves + 1,
          failureThreshold: s.failureThreshold,
          createdBy: request.createdBy,
        });
        const plan = planStages(await rollouts.gatewaysForPlan(), {
          seed: s.seed,
          rolloutId: rollout.id,
          canaryPercent: s.canaryPercent,
          waves: s.waves,
        });
        await rollouts.addGateways(rollout, plan);
        await repos.systemConfig.set(CONFIG_KEY[component], { version, updatedAt: pkg.createdAt });
        placed = upgradeKey({ id: pkg.id, component, version });
        await putFile(request.storage, placed, received.path);
        return rollout;
      });
    } catch (error) {
      // the commit failed after the file took its place
      if (placed) await removeStored(request.storage, placed);
      throw error;
    }
  } finally {
    // stored on success; the temporary file never stays
    await removeQuietly(received.path);
  }
}

/** the file name of a package without directories or odd characters */
export const safeName = (name: string) => path.basename(name).slice(0, 255);
