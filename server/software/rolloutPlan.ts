// The stages of a rollout (docs/api.md 'Software upgrade'): a canary share of the gateways first (canaryPercent of
// them, at least one, each in a store of its own while there are stores to choose), then waves of growing size (each twice the one before) over the rest. Deterministic: gateways are
// ordered by a hash of the seed, the rollout and the MAC, so the same seed picks the same gateways.

/** FNV-1a of the parts, as a number in [0, 1) */
export function unitHash(...parts: Array<string | number>): number {
  let h = 0x811c9dc5;
  for (const char of parts.join('|')) {
    h ^= char.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h / 4294967296;
}

export interface PlanOptions {
  seed: number;
  rolloutId: number | string;
  /** canary share in percent */
  canaryPercent: number;
  /** waves after the canary */
  waves: number;
}

/** stage per gateway: 0 the canary, 1..waves the waves (a wave may be empty on a small fleet) */
export function planStages(
  gateways: Array<{ gwMac: string; storeCode: string }>,
  options: PlanOptions,
): Map<string, number> {
  const order = [...gateways]
    .map((g) => ({ ...g, rank: unitHash(options.seed, options.rolloutId, g.gwMac) }))
    .sort((a, b) => a.rank - b.rank || a.gwMac.localeCompare(b.gwMac));
  const stage = new Map<string, number>();
  const canaryTarget = Math.max(1, Math.ceil((order.length * options.canaryPercent) / 100));
  // the canary reaches as many stores as it can: one gateway of each chosen store, then more of theirs
  const stores = new Set<string>();
  for (const g of order) {
    if (stage.size >= canaryTarget) break;
    if (stores.has(g.storeCode)) continue;
    stores.add(g.storeCode);
    stage.set(g.gwMac, 0);
  }
  const rest = order.filter((g) => !stage.has(g.gwMac));
  while (stage.size < canaryTarget && rest.length > 0) stage.set(rest.shift()!.gwMac, 0);
  // wave i gets 2^i shares of the rest
  const shares = Array.from({ length: options.waves }, (_, i) => 2 ** i);
  const total = shares.reduce((a, b) => a + b, 0);
  let cumulative = 0;
  let taken = 0;
  shares.forEach((share, i) => {
    cumulative += share;
    const upTo = i === shares.length - 1 ? rest.length : Math.round((rest.length * cumulative) / total);
    for (; taken < upTo; taken += 1) stage.set(rest[taken].gwMac, i + 1);
  });
  return stage;
}
