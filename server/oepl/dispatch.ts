// Tag updates behind OpenEPaperLink access points (issue 27 §3, issue 33 §1): instead of the simulated radio, each
// open update row of a tag whose gateway is of kind 'oepl' is carried out on the AP: content, page and refresh
// (REASSIGN) updates render the label at the panel's size with our renderer (PNG; a hardware type our table does not
// know at the size its AP defines), turned into the baseline JPEG the AP's /imgupload takes. A refresh uploads the
// label again: the AP's own refresh command redraws the tag's content mode, and the JPEG it was sent is deleted
// once converted, so it would queue nothing for the tag. LED updates are a /led_flash with the pattern of the
// console's colour, brightness, blinking time and duration (server/oepl/led.ts), only for panels with an LED
// (refused otherwise). The delivery of each row (server/oepl/confirm.ts): taken when the AP accepts it, confirmed
// when the AP reports the tag took what it queued, failed 'refused' when the AP refuses it; asked and left open
// while the AP is offline (the delivery job fails it 'gatewayOffline' past the store's target). The tasks'
// progress is recounted as the simulator's radio does.
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
import { decodeTagType } from '../tags/tagTypes.ts';
import { refreshTaskProgress } from '../tasks/updateTasks.ts';
import { OeplError } from './answers.ts';
import { OeplClient } from './client.ts';
import { refusedByAp, takenByAp, waitingForAp } from './confirm.ts';
import { ledPattern } from './led.ts';
import { oeplHwType, OEPL_PANELS, resolveOeplPanel, type OeplPanel } from './tagTypes.ts';

/** how often open updates of OEPL tags are sent */
export const OEPL_DISPATCH_EVERY_MS = 5_000;

/** renders one page of a label (the render pool's worker threads in the server, renderLabel in tests) */
export type RenderPage = (input: RenderInput) => Promise<Buffer>;

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

async function labelOf(
  source: LabelSource,
  row: OeplPendingRow,
  render: RenderPage,
  panel: OeplPanel | null,
): Promise<Buffer> {
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
    // a panel the AP defined (our table draws the ones it knows by their type code)
    panel: panel && !OEPL_PANELS[oeplHwType(row.tagType) ?? -1] ? panel : null,
  } as RenderInput);
  return pngToJpeg(png);
}

export interface OeplDispatchResult {
  sent: number;
  refused: number;
  waiting: number;
  /** refreshes whose label had not changed: the same image uploaded again (the AP queues it for the tag anew) */
  refreshed: number;
}

/** the panel of the row's tag: our table's, or its AP's definition; null when neither knows it */
async function panelOf(client: OeplClient, row: OeplPendingRow): Promise<OeplPanel | null> {
  const hwType = oeplHwType(row.tagType);
  return hwType === null ? null : resolveOeplPanel(client, hwType);
}

/** whether the row's tag has an LED: its panel's options, or (a type code of ours) the doc 1 §9 table */
function hasLed(row: OeplPendingRow, panel: OeplPanel | null): boolean {
  if (oeplHwType(row.tagType) !== null) return panel?.led ?? false;
  return decodeTagType(row.tagType)?.peripheral.includes('LED') ?? false;
}

/** carries one row out on its AP: an LED flash, or the label uploaded (a refresh included) */
async function sendRow(
  db: Queryable,
  client: OeplClient,
  source: LabelSource,
  row: OeplPendingRow,
  render: RenderPage,
  now: Date,
): Promise<'sent' | 'refreshed'> {
  const panel = await panelOf(client, row);
  if (row.taskType === 'LED') {
    if (!hasLed(row, panel))
      throw new OeplError(`tag ${row.tagMac} (${row.tagType ?? 'no type'}) has no LED`, 'refused');
    await client.ledFlash(row.tagMac, ledPattern(row.led));
    return 'sent';
  }
  const jpeg = await labelOf(source, row, render, panel);
  const hash = createHash('sha256').update(jpeg).digest('hex');
  const unchanged = row.taskType === 'REASSIGN' && (await lastImageHash(db, row.tagId)) === hash;
  await client.uploadImage(row.tagMac, jpeg);
  await saveImageHash(db, row.tagId, hash, now);
  return unchanged ? 'refreshed' : 'sent';
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
