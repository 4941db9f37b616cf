// A small generated chain for the end-to-end tests of issue 39 (maps clustered, store pickers searched on the
// server and virtualised, per-store charts folded into top N and "Others"): a fresh PGlite data directory gets
// `stores` generated stores (F00001…, around five cities) with a few tags each (server/sim/fleet.ts), then the
// real server starts on it with the demo seed on top (the demo accounts and the 7 demo stores). One per test
// file that needs it; the figures at 2,000 stores are `npm run bench -- --chain`'s, never asserted here.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot, startServer, type RunningServer } from './server';

const run = promisify(execFile);

export interface ChainOptions {
  /** generated stores besides the 7 demo stores, default 300 */
  stores?: number;
  /** tags per generated store, default 20 */
  tagsPerStore?: number;
  /** gateways per generated store, default 1 */
  gatewaysPerStore?: number;
}

export const CHAIN_STORE_CODE = (index: number): string => `F${String(index).padStart(5, '0')}`;

export async function startChainServer(options: ChainOptions = {}): Promise<RunningServer> {
  const stores = options.stores ?? 300;
  const dataDir = mkdtempSync(join(tmpdir(), 'esl-chain-'));
  try {
    await run(
      join(repoRoot, 'node_modules/.bin/tsx'),
      [
        'server/sim/fleet.ts',
        '--fleet',
        `${stores}x${options.tagsPerStore ?? 20}`,
        '--gateways',
        String(options.gatewaysPerStore ?? 1),
        '--seed',
        '1',
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        timeout: 300_000,
      },
    );
    const server = await startServer({
      dataDir,
      env: { DEMO: '1', SIM: '0', SIM_SEED: '1' },
    });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
