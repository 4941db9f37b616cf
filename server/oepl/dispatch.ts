// Tag updates behind OpenEPaperLink access points (issue 27 §3): instead of the simulated radio, each open update
// row of a tag whose gateway is of kind 'oepl' is carried out on the AP: content and page updates render the label
// at the tag type's resolution with our renderer (PNG), turned into the JPEG the AP's /imgupload takes; LED
// updates are a /tag_cmd ledflash (ledflash_long for more than 10 s); a refresh (REASSIGN) whose label is the image
// the tag was last sent is a /tag_cmd refresh (the AP sends the tag its image again), and an upload when it changed.
// The delivery of each row (server/oepl/confirm.ts): taken when the AP accepts it, confirmed when the AP reports
// the tag took it at a check-in, failed 'refused' when the AP refuses it; asked and left open while the AP is
// offline (the delivery job fails it 'gatewayOffline' past the store's target). The tasks' progress is recounted
// as the simulator's radio does.
import { createHash } from 'node:crypto';
import { loadImage, createCanvas } from '@napi-rs/canvas';
import type { Queryable } from '../db/db.ts';
import { LabelSource } from '../render/labelSource.ts';
import type { RenderInput } from '../render/renderLabel.ts';
import {
  lastImageHash,
  oeplPendingUpdates,
  saveImageHash,
  type OeplPendingRow,
} from '../repositories/oeplUpdates.ts';
import { refreshTaskProgress } from '../tasks/updateTasks.ts';
import { OeplClient, OeplError, type OeplCommand } from './client.ts';
import { refusedByAp, takenByAp, waitingForAp } from './confirm.ts';

/** how often open updates of OEPL tags are sent */
export const OEPL_DISPATCH_EVERY_MS = 5_000;

/** renders one page of a label (the render pool's worker threads in the server, renderLabel in tests) */
export type RenderPage = (input: RenderInput) => Promise<Buffer>;

/** an LED flash of more than this many seconds is the AP's long flash */
export const OEPL_LONG_FLASH_SECONDS = 10;

/** the AP's command for an LED row: ledflash, or ledflash_long for a flash asked longer than 10 s */
export function ledCommand(row: Pick<OeplPendingRow, 'led'>): OeplCommand {
  return (row.led?.duration ?? 0) > OEPL_LONG_FLASH_SECONDS ? 'ledflash_long' : 'ledflash';
}

/** the AP decodes baseline JPEG; our renderer writes an indexed PNG */
export async function pngToJpeg(png: Buffer): Promise<Buffer> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, image.width, image.height);
  ctx.drawImage(image, 0, 0);
  return canvas.encode('jpeg', 95);
}

async function labelOf(source: LabelSource, row: OeplPendingRow, render: RenderPage): Promise<Buffer> {
  const product =
    row.taskType === 'DEASSIGN' || !row.prCode ? undefined : await source.product(row.storeCode, row.prCode);
  const [aliases, layout, country] = await Promise.all([
    source.aliases(),
    source.layout(product?.layoutId),
    source.country(row.storeCode),
  ]);
  const png = await render({
    product: product ? { ...product, prInfo: product.prInfo ?? [] } : null,
    layout,
    tagType: row.tagType ?? undefined,
    aliases,
    country,
    tagId: row.tagId,
    storeCode: row.storeCode,
    page: row.taskType === 'PAGE' ? (row.pageNo ?? 0) : 0,
  } as RenderInput);
  return pngToJpeg(png);
}

export interface OeplDispatchResult {
  sent: number;
  refused: number;
  waiting: number;
  /** refreshes whose label had not changed: the AP was asked to send the tag its image again */
  refreshed: number;
}

/** carries one row out on its AP: an LED command, a refresh of an unchanged label, or an image upload */
async function sendRow(
  db: Queryable,
  client: OeplClient,
  source: LabelSource,
  row: OeplPendingRow,
  render: RenderPage,
  now: Date,
): Promise<'sent' | 'refreshed'> {
  if (row.taskType === 'LED') {
    await client.command(row.tagMac, ledCommand(row));
    return 'sent';
  }
  const jpeg = await labelOf(source, row, render);
  const hash = createHash('sha256').update(jpeg).digest('hex');
  if (row.taskType === 'REASSIGN' && (await lastImageHash(db, row.tagId)) === hash) {
    await client.command(row.tagMac, 'refresh');
    return 'refreshed';
  }
  await client.uploadImage(row.tagMac, jpeg);
  await saveImageHash(db, row.tagId, hash, now);
  return 'sent';
}

export async function dispatchOeplUpdates(
  db: Queryable,
  render: RenderPage,
  now: Date,
  options: { limit?: number; timeoutMs?: number } = {},
): Promise<OeplDispatchResult> {
  const rows = await oeplPendingUpdates(db, options.limit ?? 200);
  const source = new LabelSource(db);
  const offline = new Set<string>();
  const waiting: OeplPendingRow[] = [];
  const result: OeplDispatchResult = { sent: 0, refused: 0, waiting: 0, refreshed: 0 };
  for (const row of rows) {
    if (offline.has(row.gwMac)) {
      waiting.push(row);
      continue;
    }
    try {
      result[await sendRow(db, new OeplClient(row.address, options.timeoutMs), source, row, render, now)]++;
    } catch (error) {
      if (!(error instanceof OeplError)) throw error;
      if (error.reason === 'offline') {
        offline.add(row.gwMac);
        waiting.push(row);
      } else {
        await refusedByAp(db, row, now);
        result.refused++;
      }
      continue;
    }
    await takenByAp(db, row, now);
  }
  await waitingForAp(db, waiting, now);
  result.waiting = waiting.length;
  // the tasks' progress, failures and end (task list, update history) as the simulator's radio keeps them
  await refreshTaskProgress(db, [...new Set(rows.map((r) => r.taskId))], now);
  return result;
}
