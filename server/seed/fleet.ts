// Deterministic fleet generation: gateways, tags and products for a list of stores.
import type { Prng } from '../sim/prng.ts';
import { PRODUCT_NAMES, regionOf, TAG_FEATURES, TAG_SIZES, type StoreDef } from './demoData.ts';
import { demoProductInfo } from './productInfo.ts';

export interface FleetOptions {
  gatewaysPerStore: number;
  tagsPerStore: number;
}

export type Record_ = Record<string, unknown>;

function hex(prng: Prng, bytes: number): string {
  let out = '';
  for (let i = 0; i < bytes; i++) out += prng.int(0, 255).toString(16).padStart(2, '0');
  return out.toUpperCase();
}

/** EAN-13 with its check digit. */
function ean13(prng: Prng, prefix: string): string {
  let digits = prefix;
  while (digits.length < 12) digits += String(prng.int(0, 9));
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (i % 2 ? 3 : 1), 0);
  return digits + String((10 - (sum % 10)) % 10);
}

const EAN_PREFIX: Record<string, string> = { KR: '880', JP: '490', EU: '400' };

function tagType(prng: Prng): string {
  // small shelf-edge sizes are by far the most common
  const size = prng.chance(0.8) ? TAG_SIZES[prng.int(0, 3)] : prng.pick(TAG_SIZES);
  return `${prng.pick(TAG_FEATURES)}${size}`;
}

export function storeRecord(store: StoreDef): Record_ {
  return { ...store, status: 'NORMAL', updatedAt: new Date() };
}

export function generateStoreFleet(store: StoreDef, index: number, prng: Prng, options: FleetOptions) {
  const now = Date.now();
  const gateways: Record_[] = [];
  for (let g = 0; g < options.gatewaysPerStore; g++) {
    gateways.push({
      gwMac: `00:1B:${hex(prng, 4).match(/../g)!.join(':')}`,
      storeCode: store.storeCode,
      gwIndex: g,
      channelGroupIndex: g % 2,
      ip: `10.${(index >> 8) & 255}.${index & 255}.${10 + g}:8080`,
      netmask: '255.255.255.0',
      defaultGateway: `10.${(index >> 8) & 255}.${index & 255}.1`,
      dns: '8.8.8.8',
      eslServerPort: 9001,
      dataChannel: 11 + ((g * 5) % 16),
      eventChannel: 26,
      gmpVersion: prng.pick(['2.4.1', '2.4.3', '2.5.0']),
      grmVersion: prng.pick(['1.8.2', '1.9.0']),
      status: 'NORMAL',
      upLink: 'OK',
      downLink: 'OK',
      timeSync: true,
      diskUsage: prng.int(20, 60),
      ramUsage: prng.int(25, 55),
      serviceStatusList: [
        { name: 'grm', status: 'RUNNING' },
        { name: 'gmp', status: 'RUNNING' },
      ],
      lastStatusTime: new Date(now),
      updatedAt: new Date(now),
      tagCount: 0,
    });
  }
  const region = regionOf(store.country);
  const products: Record_[] = [];
  const tags: Record_[] = [];
  const used = new Set<string>();
  for (let t = 0; t < options.tagsPerStore; t++) {
    let prCode = ean13(prng, EAN_PREFIX[region]);
    while (used.has(prCode)) prCode = ean13(prng, EAN_PREFIX[region]);
    used.add(prCode);
    const base = prng.pick(PRODUCT_NAMES[region]);
    products.push({
      storeCode: store.storeCode,
      prCode,
      prName: base,
      layoutId: `L${prng.int(1, 12).toString().padStart(2, '0')}`,
      nfc: prng.chance(0.3) ? `https://shop.example.com/p/${prCode}` : null,
      prInfo: demoProductInfo(prng, region, base, prCode),
      updatedAt: new Date(now - prng.int(0, 7 * 86400) * 1000),
    });
    const gateway = gateways[t % Math.max(gateways.length, 1)];
    const battery = prng.chance(0.05) ? prng.int(5, 19) : prng.int(40, 100);
    const statusRoll = prng.next();
    tags.push({
      tagId: `${store.storeCode}${String(t + 1).padStart(6, '0')}`,
      tagMac: hex(prng, 6),
      storeCode: store.storeCode,
      prCode: prng.chance(0.9) ? prCode : null,
      tagType: tagType(prng),
      gwMac: gateway?.gwMac ?? null,
      gwIp: gateway?.ip ?? null,
      status: statusRoll < 0.9 ? 'OK' : statusRoll < 0.95 ? 'NG' : statusRoll < 0.98 ? 'WIP' : 'MISSING',
      version: prng.pick(['3.1.0', '3.2.4']),
      rssi: -prng.int(45, 90),
      battery,
      battStatus: battery < 20 ? 'LOW' : 'GOOD',
      temperature: region === 'JP' && prng.chance(0.1) ? prng.int(-20, 5) : prng.int(15, 26),
      updatedAt: new Date(now - prng.int(0, 3 * 86400) * 1000),
      respondedAt: new Date(now - prng.int(0, 86400) * 1000),
    });
  }
  for (const gateway of gateways) gateway.tagCount = tags.filter((t) => t.gwMac === gateway.gwMac).length;
  return { gateways, products, tags };
}

/** `count` generated stores spread over Korea, Japan and Europe, for large benchmark fleets. */
export function generatedStores(count: number, prng: Prng): StoreDef[] {
  const centres: Array<Pick<StoreDef, 'country'> & { city: string; lat: number; lng: number }> = [
    { country: 'KR', city: 'Seoul', lat: 37.5665, lng: 126.978 },
    { country: 'JP', city: 'Tokyo', lat: 35.6762, lng: 139.6503 },
    { country: 'FR', city: 'Paris', lat: 48.8566, lng: 2.3522 },
    { country: 'DE', city: 'Munich', lat: 48.1351, lng: 11.582 },
    { country: 'GB', city: 'London', lat: 51.5072, lng: -0.1276 },
  ];
  return Array.from({ length: count }, (_, i) => {
    const centre = centres[i % centres.length];
    return {
      storeCode: `F${String(i + 1).padStart(5, '0')}`,
      storeName: `${centre.city} ${i + 1}`,
      country: centre.country,
      address: `${centre.city} branch ${i + 1}`,
      position: {
        latitude: centre.lat + (prng.next() - 0.5) * 0.4,
        longitude: centre.lng + (prng.next() - 0.5) * 0.6,
      },
    };
  });
}
