// The upgrade package (docs/api.md 'Software upgrade'): one file, a manifest line of JSON
//   {"format":"esl-upgrade/1","component":"grm"|"gmp","version":"1.9.1","sha256":"<payload sha256, hex>"}\n
// followed by the payload (the gateway software image, at least one byte). The manifest names the component,
// its version and the checksum of everything after the line feed.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { badRequest } from '../http/errors.ts';
import { message } from '../http/messages.ts';
import { sha256Of } from './files.ts';
import { COMPONENTS, type Component } from '../repositories/rollouts.ts';

export { COMPONENTS, type Component };

export const PACKAGE_FORMAT = 'esl-upgrade/1';
const MANIFEST_MAX_BYTES = 4096;

export const PACKAGE_MESSAGES = {
  format: message('app.serverMessages.upgradeFormat'),
  component: message('app.serverMessages.upgradeComponent'),
  version: message('app.serverMessages.upgradeVersion'),
  sha256: message('app.serverMessages.upgradeSha256'),
  checksum: message('app.serverMessages.upgradeChecksum'),
  older: (component: Component, version: string, current: string) =>
    message('app.serverMessages.upgradeNotNewer', { component: component.toUpperCase(), version, current }),
  running: (component: Component) =>
    message('app.serverMessages.upgradeRunning', { component: component.toUpperCase() }),
} as const;

export interface Manifest {
  component: Component;
  version: string;
  sha256: string;
}

/** Reads and checks the manifest of the package at `file` (not yet the payload: see checkPayload). */
export async function readManifest(file: string): Promise<Manifest & { payloadOffset: number }> {
  const handle = await fs.promises.open(file, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(MANIFEST_MAX_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, MANIFEST_MAX_BYTES, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const end = head.indexOf(0x0a);
  if (end < 0) throw badRequest(PACKAGE_MESSAGES.format);
  let manifest: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(head.subarray(0, end).toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('not an object');
    manifest = parsed as Record<string, unknown>;
  } catch {
    throw badRequest(PACKAGE_MESSAGES.format);
  }
  if (manifest.format !== PACKAGE_FORMAT) throw badRequest(PACKAGE_MESSAGES.format);
  const { component, version, sha256 } = manifest;
  if (!COMPONENTS.includes(component as Component)) throw badRequest(PACKAGE_MESSAGES.component);
  if (typeof version !== 'string' || !/^\d{1,9}(\.\d{1,9}){1,3}$/.test(version))
    throw badRequest(PACKAGE_MESSAGES.version);
  if (typeof sha256 !== 'string' || !/^[0-9a-fA-F]{64}$/.test(sha256))
    throw badRequest(PACKAGE_MESSAGES.sha256);
  return { component: component as Component, version, sha256: sha256.toLowerCase(), payloadOffset: end + 1 };
}

/** true when the payload (at least one byte after the manifest line) has the manifest's checksum */
export async function payloadMatches(
  file: string,
  manifest: Manifest & { payloadOffset: number },
): Promise<boolean> {
  const { size } = await fs.promises.stat(file);
  return size > manifest.payloadOffset && (await sha256Of(file, manifest.payloadOffset)) === manifest.sha256;
}

/** Compares dotted versions numerically: negative when a < b (missing parts count as 0; non-numbers as 0). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((p) => Number(p) || 0);
  const pb = b.split('.').map((p) => Number(p) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Builds a package (tests, the e2e and anyone making one by hand). */
export function buildPackage(component: string, version: string, payload: Buffer, sha256?: string): Buffer {
  const hash = sha256 ?? createSha256(payload);
  const manifest = JSON.stringify({ format: PACKAGE_FORMAT, component, version, sha256: hash });
  return Buffer.concat([Buffer.from(`${manifest}\n`, 'utf8'), payload]);
}

const createSha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
