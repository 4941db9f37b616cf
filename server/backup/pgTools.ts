// pg_dump and pg_restore for PostgreSQL backups (README 'Backups'): their major version must be the server's
// (pg_dump refuses a newer server, and a dump of an older pg_dump may miss what the server has), checked first
// with a clear error; PG_BIN_DIR names the directory of the right client when it is not the first on PATH.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { postgresMajor } from '../db/pgAdmin.ts';
import { BackupError } from './backupError.ts';

const run = promisify(execFile);

export type PgToolName = 'pg_dump' | 'pg_restore';

async function toolMajor(tool: string): Promise<number> {
  let out: string;
  try {
    out = (await run(tool, ['--version'])).stdout;
  } catch {
    throw new BackupError(
      `${tool} was not found: install the PostgreSQL client of the server's version or set PG_BIN_DIR`,
    );
  }
  const found = /\(PostgreSQL\) (\d+)/.exec(out);
  if (!found) throw new BackupError(`${tool} --version answered ${out.trim()}`);
  return Number(found[1]);
}

/** the tool's path (in `binDir`, else on PATH) once its major version is the server's at `url` */
export async function matchingTool(name: PgToolName, url: string, binDir?: string): Promise<string> {
  const tool = binDir ? path.join(binDir, name) : name;
  const serverMajor = await postgresMajor(url);
  const major = await toolMajor(tool);
  if (major !== serverMajor)
    throw new BackupError(
      `${tool} is PostgreSQL ${major}, the server is PostgreSQL ${serverMajor}: use the client of the server's version (PG_BIN_DIR)`,
    );
  return tool;
}

/** runs a tool, its standard error in the failure */
export async function runTool(tool: string, args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new BackupError(`${path.basename(tool)} failed: ${stderr.trim() || String(error)}`);
  }
}
