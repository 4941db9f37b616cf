// Tag updates behind OpenEPaperLink access points (issue 27 §3): instead of the simulated radio, each open update
// row of a tag whose gateway is of kind 'oepl' is carried out on the AP: content and page updates render the label
// at the tag type's resolution with our renderer (PNG), turned into the JPEG the AP's /imgupload takes; LED
// updates are a /tag_cmd ledflash. The attempt is recorded for the delivery figures (server/repositories/delivery.ts):
// taken and confirmed when the AP accepts it, failed 'refused' when it refuses, asked and left open while the AP
// is offline (the delivery job fails it 'gatewayOffline' past the store's target). LED rows of more than 10 s are
// the AP's ledflash_long. The tasks' progress is recounted as the simulator's radio does.
import { loadImage, createCanvas } from '@napi-rs/canvas';
import type { Queryable } from '../db/db.ts';
import { LabelSource } from '../render/labelSource.ts';
import type { RenderInput } from '../render/renderLabel.ts';
import { DeliveryRepository } from '../repositories/delivery.ts';
import {
  finishOeplUpdate,
  oeplPendingUpdates,
  recordWaiting,
  type OeplPendingRow,
} from '../repositories/oepl.ts';
import { refreshTaskProgress } from '../tasks/updateTasks.ts';
import { OeplClient, OeplError, type OeplCommand } from './client.ts';

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
}

export async function dispatchOeplUpdates(
  db: Queryable,
  render: RenderPage,
  now: Date,
  options: { limit?: number; timeoutMs?: number } = {},
): Promise<OeplDispatchResult> {
  const rows = await oeplPendingUpdates(db, options.limit ?? 200);
  const source = new LabelSource(db);
  const delivery = new DeliveryRepository(db);
  const offline = new Set<string>();
  const waiting: OeplPendingRow[] = [];
  const result: OeplDispatchResult = { sent: 0, refused: 0, waiting: 0 };
  for (const row of rows) {
    if (offline.has(row.gwMac)) {
      waiting.push(row);
      continue;
    }
    const client = new OeplClient(row.address, options.timeoutMs);
    try {
      if (row.taskType === 'LED') await client.command(row.tagMac, ledCommand(row));
      else await client.uploadImage(row.tagMac, await labelOf(source, row, render));
    } catch (error) {
      if (!(error instanceof OeplError)) throw error;
      if (error.reason === 'offline') {
        offline.add(row.gwMac);
        waiting.push(row);
        continue;
      }
      await recordAttempt(delivery, row, now, false);
      await finishOeplUpdate(db, row.taskId, row.tagId, false, now);
      result.refused++;
      continue;
    }
    await recordAttempt(delivery, row, now, true);
    await finishOeplUpdate(db, row.taskId, row.tagId, true, now);
    result.sent++;
  }
  await recordWaiting(db, waiting, now);
  result.waiting = waiting.length;
  // the tasks' progress, failures and end (task list, update history) as the simulator's radio keeps them
  await refreshTaskProgress(db, [...new Set(rows.map((r) => r.taskId))], now);
  return result;
}

async function recordAttempt(delivery: DeliveryRepository, row: OeplPendingRow, now: Date, ok: boolean) {
  await delivery.scheduled([
    {
      taskId: row.taskId,
      tagId: row.tagId,
      storeCode: row.storeCode,
      tagMac: row.tagMac,
      gwMac: row.gwMac,
      taskType: row.taskType,
      askedAt: new Date(row.createdAt ?? now).toISOString(),
      takenAt: now.toISOString(),
      tries: 1,
    },
  ]);
  await delivery.finished([{ taskId: row.taskId, tagId: row.tagId, ok, cause: ok ? null : 'refused' }], now);
}
