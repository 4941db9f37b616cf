// The stages of a rollout: a canary of the canary share (at least one gateway), spread over as many stores as it
// can reach, waves of growing size over the rest, every gateway in exactly one stage, the same plan for the same seed.
import { describe, expect, it } from 'vitest';
import { planStages } from './rolloutPlan.ts';
import { compareVersions } from './upgradePackage.ts';

const fleet = (stores: number, perStore: number) =>
  Array.from({ length: stores * perStore }, (_, i) => ({
    gwMac: `00:1B:00:00:${String(Math.floor(i / 256)).padStart(2, '0')}:${(i % 256).toString(16).padStart(2, '0')}`,
    storeCode: `S${String(Math.floor(i / perStore)).padStart(3, '0')}`,
  }));

const options = { seed: 1, rolloutId: 7, canaryPercent: 5, waves: 3 };

describe('rollout stages', () => {
  it('puts a gateway of every store in the canary, then waves of 1 : 2 : 4 over the rest', () => {
    const gateways = fleet(10, 20);
    const plan = planStages(gateways, options);
    expect(plan.size).toBe(gateways.length);
    const byStage = (stage: number) => gateways.filter((g) => plan.get(g.gwMac) === stage);
    const canary = byStage(0);
    expect(canary).toHaveLength(10); // 5 % of 200 = 10 = one per store
    expect(new Set(canary.map((g) => g.storeCode)).size).toBe(10);
    expect([1, 2, 3].map((s) => byStage(s).length)).toEqual([27, 54, 109]);
  });

  it('keeps the canary at its share when the stores are many: one gateway in each of as many stores', () => {
    // 28 gateways in 7 stores (the demo): 5 % is 2 gateways, in 2 stores, not one in each of the 7
    const plan = planStages(fleet(7, 4), options);
    const canary = fleet(7, 4).filter((g) => plan.get(g.gwMac) === 0);
    expect(canary).toHaveLength(2);
    expect(new Set(canary.map((g) => g.storeCode)).size).toBe(2);
    // a single gateway still gets a canary of one
    expect([...planStages(fleet(1, 1), options).values()]).toEqual([0]);
  });

  it('tops the canary up to the canary share when the stores are fewer', () => {
    const plan = planStages(fleet(2, 100), { ...options, canaryPercent: 10 });
    expect([...plan.values()].filter((s) => s === 0)).toHaveLength(20);
  });

  it('gives the same plan for the same seed and rollout, another for another seed', () => {
    const gateways = fleet(5, 8);
    const a = planStages(gateways, options);
    expect(planStages([...gateways].reverse(), options)).toEqual(a);
    expect(planStages(gateways, { ...options, seed: 2 })).not.toEqual(a);
  });

  it('compares versions numerically', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.9', '1.9.0')).toBe(0);
    expect(compareVersions('2.4.1', '2.5.0')).toBeLessThan(0);
  });
});
