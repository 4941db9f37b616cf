// Seeding: the demo installation (DEMO=1, idempotent) or, in production, the first super account.
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { LOCKS, withAdvisoryLock } from '../db/advisoryLocks.ts';
import { hashPassword, isWeakPassword } from '../auth/password.ts';
import { fullPrivileges } from '../auth/privileges.ts';
import { createRepositories, inTransaction, type Repositories } from '../repositories/index.ts';
import { createPrng } from '../sim/prng.ts';
import { DEMO_SERVERS, DEMO_STORES, MANAGER_STORES, type StoreDef } from './demoData.ts';
import { generateStoreFleet, storeRecord, type FleetOptions } from './fleet.ts';
import { demoRoles, MANAGER_ROLE_ID, noPrivilegesRole, SUPER_ROLE, VIEWER_ROLE_ID } from './roles.ts';
import { seedStatusHistory } from './history.ts';
import { seedTagHistory } from './tagHistory.ts';
import { seedBatteryHistory } from './batteryHistory.ts';
import { seedDeliveryHistory } from '../delivery/seedDelivery.ts';
import { seedFamilies } from './families.ts';
import { seedSecondCodes } from './secondCodes.ts';
import { seedLayouts } from './layouts.ts';
import { seedPaperTasks, seedPrinters, seedSensors } from './sensors.ts';
import { seedPlusDevices } from '../sim/plusDevices.ts';

/** the demo's store codes: the stores every history below is seeded for */
const DEMO_STORE_CODES = DEMO_STORES.map((s) => s.storeCode);

export const DEMO_ACCOUNTS = [
  {
    email: 'admin@example.com',
    password: 'Admin#2026',
    name: 'Administrator',
    role_id: 0,
    store: [] as string[],
    enableWholeStore: false,
  },
  {
    email: 'manager@example.com',
    password: 'Manager#2026',
    name: 'Store Manager',
    role_id: MANAGER_ROLE_ID,
    store: MANAGER_STORES,
    enableWholeStore: false,
  },
  {
    email: 'viewer@example.com',
    password: 'Viewer#2026',
    name: 'Viewer',
    role_id: VIEWER_ROLE_ID,
    store: [] as string[],
    enableWholeStore: true,
  },
];

const SEED_MARKER = 'seed.demo';

export interface SeedOptions extends Partial<FleetOptions> {
  seed?: number;
}

async function ensureAccount(
  repos: Repositories,
  account: {
    email: string;
    password: string;
    name: string;
    role_id: number;
    store: string[];
    enableWholeStore: boolean;
  },
): Promise<boolean> {
  if (await repos.accounts.find(account.email)) return false;
  await repos.accounts.insertMany([
    {
      email: account.email,
      name: account.name,
      mobile: '+82-10-0000-0000',
      role_id: account.role_id,
      store: account.store,
      enableWholeStore: account.enableWholeStore,
      passwordHash: await hashPassword(account.password),
      weakPwd: isWeakPassword(account.password),
      lastPwdChanged: new Date(),
      createdAt: new Date(),
      updatedAt: new Date(),
    },
  ]);
  return true;
}

/** Inserts stores with their gateways, tags and products (rows already there are left alone). */
export async function seedFleet(
  repos: Repositories,
  stores: StoreDef[],
  options: FleetOptions,
  seed: number,
): Promise<number> {
  const prng = createPrng(seed);
  let inserted = 0;
  await repos.stores.insertMany(stores.map(storeRecord));
  for (const [index, store] of stores.entries()) {
    const fleet = generateStoreFleet(store, index, prng, options);
    inserted += await repos.gateways.insertMany(fleet.gateways);
    inserted += await repos.products.insertMany(fleet.products);
    inserted += await repos.tags.insertMany(fleet.tags);
  }
  await repos.stores.refreshCounters();
  return inserted;
}

/** The demo fleet and accounts, once per database: instances started together on an empty database wait for the
 * first one's seed (an advisory lock around check-the-marker-then-seed), then find the marker. */
export function seedDemo(db: Db, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  return withAdvisoryLock(db, LOCKS.seed, () => seedDemoOnce(db, options));
}

async function seedDemoOnce(db: Db, options: SeedOptions): Promise<{ seeded: boolean }> {
  const repos = createRepositories(db);
  for (const role of demoRoles())
    if (!(await repos.roles.get({ role_id: role.role_id }))) await repos.roles.save(role);
  for (const account of DEMO_ACCOUNTS) await ensureAccount(repos, account);
  await seedLayouts(db);
  if (await repos.systemConfig.get(SEED_MARKER)) return { seeded: false };
  await inTransaction(db, async (tx) => {
    await tx.servers.insertMany(
      DEMO_SERVERS.map((s) => ({
        ...s,
        status: 'NORMAL',
        reportTime: new Date(),
        ramUsage: { used: 6.2, total: 16 },
        diskUsage: { used: 120, total: 500 },
        serviceStatusList: [{ name: `${s.type}-service`, status: 'RUNNING' }],
        networkInformation: { ip: s.ip },
      })),
    );
    await seedFleet(
      tx,
      DEMO_STORES,
      { gatewaysPerStore: options.gatewaysPerStore ?? 4, tagsPerStore: options.tagsPerStore ?? 500 },
      options.seed ?? 1,
    );
    await seedStatusHistory(tx.servers.db, options.seed ?? 1, DEMO_STORE_CODES);
    await seedTagHistory(tx.servers.db, DEMO_STORE_CODES);
    await seedBatteryHistory(tx.servers.db, DEMO_STORE_CODES, options.seed ?? 1);
    await seedDeliveryHistory(tx.servers.db);
    await seedFamilies(tx, DEMO_STORE_CODES);
    await seedSecondCodes(tx, DEMO_STORE_CODES);
    await seedSensors(tx.servers.db, DEMO_STORE_CODES, options.seed ?? 1);
    await seedPrinters(tx.servers.db, DEMO_STORE_CODES);
    await seedPaperTasks(tx.servers.db, DEMO_STORE_CODES);
    await seedPlusDevices(tx.servers.db, DEMO_STORES, options.seed ?? 1);
    const now = new Date().toISOString();
    await tx.systemConfig.setDefault('grmVersion', { version: '1.9.0', updatedAt: now });
    await tx.systemConfig.setDefault('gmpVersion', { version: '2.5.0', updatedAt: now });
    await tx.systemConfig.set(SEED_MARKER, { at: now, stores: DEMO_STORES.length });
  });
  return { seeded: true };
}

/** Production start: the super role, the role without privileges (signups), and the first super account from ADMIN_EMAIL/ADMIN_PASSWORD when there is none. */
export function seedProduction(
  db: Db,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
): Promise<'created' | 'exists' | 'missing'> {
  return withAdvisoryLock(db, LOCKS.seed, () => seedProductionOnce(db, config));
}

async function seedProductionOnce(
  db: Db,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
): Promise<'created' | 'exists' | 'missing'> {
  const repos = createRepositories(db);
  if (!(await repos.roles.get({ role_id: 0 })))
    await repos.roles.save({ ...SUPER_ROLE, privilege: fullPrivileges() });
  const signupRole = noPrivilegesRole();
  if (!(await repos.roles.get({ role_id: signupRole.role_id }))) await repos.roles.save(signupRole);
  if ((await repos.accounts.count()) > 0) return 'exists';
  if (!config.adminEmail || !config.adminPassword) return 'missing';
  await ensureAccount(repos, {
    email: config.adminEmail.trim().toLowerCase(),
    password: config.adminPassword,
    name: 'Administrator',
    role_id: 0,
    store: [],
    enableWholeStore: false,
  });
  return 'created';
}
