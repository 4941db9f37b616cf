// The simulated signage displays (issue 14; docs/api.md 'Signage devices'). Deterministic for a seed:
//  - demoPlusDevices: per store a fixed set of displays (the models of doc 3 §3, mac 12 lower-case hex, name,
//    ver, status, networks with rssi, volume/maxVolume/brightness, tz, the screen of the model, a product slide
//    showing the store's first products) that the demo seed inserts;
//  - PlusDeviceSimulation.tick: ONLINE devices whose "syncedAt" is NULL (a show, template, product or setting
//    was written, or a sync was requested) fetch their show: "reportedShow" = show, "syncedAt" = "recvTime" =
//    now; ONLINE devices report every HEARTBEAT_MS (recvTime, rssi); now and then one device goes OFFLINE or
//    comes back (then it syncs at the next step if a write waits for it), never one an operator changed in the
//    last 10 minutes or one with a write still to fetch. A blinked device flashes until its
//    "blinkUntil" (the status answers `blinking`).
import type { Queryable } from '../db/db.ts';
import { DEVICE_MODELS, DEVICE_OFFLINE, DEVICE_ONLINE, type DeviceModel } from '../../domain/plusDevice.ts';
import { DEFAULT_BG_COLOR, DEFAULT_DURATION, type Slide } from '../../domain/signageTemplate.ts';
import { createPrng, type Prng } from './prng.ts';
import {
  countIdleDevices,
  flipIdleDevice,
  insertDemoDevices,
  reportHeartbeats,
  syncWaitingDevices,
} from './statements/plusDevices.ts';
import { repositoriesOf } from '../repositories/index.ts';

/** displays per demo store */
export const DEMO_DEVICES_PER_STORE = 6;
/** an ONLINE device reports at least this often */
export const HEARTBEAT_MS = 30_000;
/** the chance per step that one device changes between ONLINE and OFFLINE */
const FLIP_CHANCE = 0.05;
/** displays that drop out come back: at most this share of the idle ones is OFFLINE after a flip */
const OFFLINE_SHARE = 0.15;
/** a device an operator changed within this long is left ONLINE or OFFLINE as it is */
const OPERATOR_QUIET_MS = 10 * 60_000;

/** the demo mix: mostly the 23.1 and 35.4 inch displays the templates are made for */
const DEMO_MODELS: DeviceModel[] = ['IP231A', 'IP354A', 'IP231TA', 'IP231A', 'IP354A', 'IP231TB', 'IP291TA'];
const NAMES = ['Entrance', 'Checkout', 'Fresh', 'Dairy', 'Bakery', 'Frozen', 'Aisle 3', 'Aisle 7', 'Wine'];
const VERSIONS = ['2.1.0', '2.1.3', '2.2.0'];
const ZONES: Record<string, string> = {
  KR: 'Asia/Seoul',
  JP: 'Asia/Tokyo',
  FR: 'Europe/Paris',
  DE: 'Europe/Berlin',
  NL: 'Europe/Amsterdam',
  GB: 'Europe/London',
};

export interface SimDevice {
  storeCode: string;
  mac: string;
  name: string;
  model: DeviceModel;
  ver: string;
  status: string;
  networks: Array<{ type: string; ssid: string; ip: string; rssi: number }>;
  volume: number;
  maxVolume: number;
  brightness: number;
  tz: string;
  screenWidth: number;
  screenHeight: number;
  template: string | null;
  products: Array<{ index: number; prCode: string }>;
  show: Slide[];
}

const hex2 = (n: number) => n.toString(16).padStart(2, '0');

function storeHash(storeCode: string, seed: number): number {
  let hash = seed >>> 0;
  for (const char of storeCode) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash;
}

/** the mac of a store's n-th display: stable for a store code and seed */
export function demoDeviceMac(storeCode: string, n: number, seed: number): string {
  const prng = createPrng(storeHash(storeCode, seed) ^ 0x5eed);
  return ['00', '1b', hex2(prng.int(0, 255)), hex2(prng.int(0, 255)), hex2(n >> 8), hex2(n & 0xff)].join('');
}

/** one slide with a product object of two slots pairs (doc 3 §9: 2 x floor(width / 180) slots) */
export function productSlide(width: number): Slide {
  return {
    duration: DEFAULT_DURATION,
    bgColor: DEFAULT_BG_COLOR,
    object: [
      {
        type: 'product',
        id: '0',
        left: 0,
        top: 0,
        width: Math.min(width, 720),
        height: 158,
        index: 0,
        autoSize: true,
      },
    ],
    empty: false,
  };
}

/** The displays of one store: the same store, seed and products give the same list. */
export function demoPlusDevices(
  storeCode: string,
  country: string,
  seed: number,
  prCodes: string[],
  count = DEMO_DEVICES_PER_STORE,
): SimDevice[] {
  const prng: Prng = createPrng(storeHash(storeCode, seed));
  return Array.from({ length: count }, (_, n) => {
    const model = DEMO_MODELS[n % DEMO_MODELS.length];
    const screen = DEVICE_MODELS.find((m) => m.model === model) ?? DEVICE_MODELS[0];
    const maxVolume = prng.pick([15, 30, 100]);
    const slots = prCodes.slice(
      (n * 2) % Math.max(1, prCodes.length),
      ((n * 2) % Math.max(1, prCodes.length)) + 2,
    );
    return {
      storeCode,
      mac: demoDeviceMac(storeCode, n, seed),
      name: `${NAMES[n % NAMES.length]} ${n + 1}`,
      model,
      ver: prng.pick(VERSIONS),
      // the last display of every other store is off
      status: n === count - 1 && prng.chance(0.5) ? DEVICE_OFFLINE : DEVICE_ONLINE,
      networks: [
        {
          type: 'wifi',
          ssid: `esl-${storeCode.toLowerCase()}`,
          ip: `10.${prng.int(0, 255)}.${prng.int(0, 255)}.${prng.int(2, 254)}`,
          rssi: -prng.int(38, 82),
        },
      ],
      volume: Math.min(maxVolume, prng.int(0, 100)),
      maxVolume,
      brightness: prng.int(120, 255),
      tz: ZONES[country] ?? 'UTC',
      screenWidth: screen.width,
      screenHeight: screen.height,
      template: null,
      products: slots.map((prCode, index) => ({ index, prCode })),
      show: [productSlide(screen.width)],
    };
  });
}

/** Inserts the demo displays of the stores (rows already there are left alone); synced as of now. */
export async function seedPlusDevices(
  db: Queryable,
  stores: Array<{ storeCode: string; country: string }>,
  seed: number,
): Promise<number> {
  let inserted = 0;
  for (const store of stores) {
    const products = await repositoriesOf(db).products.firstOfStore(store.storeCode, 12);
    const devices = demoPlusDevices(
      store.storeCode,
      store.country,
      seed,
      products.map((p) => p.prCode),
    );
    inserted += await insertDemoDevices(db, devices);
  }
  return inserted;
}

export class PlusDeviceSimulation {
  constructor(
    private readonly db: Queryable,
    private readonly prng: Prng,
  ) {}

  async tick(now: Date): Promise<{ synced: string[] }> {
    const at = now.toISOString();
    if (this.prng.chance(FLIP_CHANCE)) await this.flipOne(at);
    // ONLINE devices fetch what waits for them (the sync contract)
    const synced = await syncWaitingDevices(this.db, at);
    // heartbeats: the report time and a wandering rssi (deterministic for the mac and the time)
    await reportHeartbeats(this.db, at, HEARTBEAT_MS);
    return { synced };
  }

  /**
   * one device, picked by the seed, goes OFFLINE or comes back ONLINE; not a device an operator changed in the
   * last OPERATOR_QUIET_MS or one that has yet to fetch a write (a display being set up stays reachable)
   */
  private async flipOne(at: string): Promise<void> {
    const { online, offline } = await countIdleDevices(this.db, at, OPERATOR_QUIET_MS);
    const goesOffline = online > 0 && offline + 1 <= (online + offline) * OFFLINE_SHARE;
    const from = goesOffline ? DEVICE_ONLINE : DEVICE_OFFLINE;
    const n = goesOffline ? online : offline;
    if (n === 0) return;
    await flipIdleDevice(this.db, at, OPERATOR_QUIET_MS, from, this.prng.int(0, n - 1));
  }
}
