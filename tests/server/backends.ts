// The databases of the server tests: PGlite in memory always, PostgreSQL too when 127.0.0.1:5432 answers
// (a uniquely named database created through the `test` database, dropped afterwards). Each can also make a
// template once, a migrated and seeded database (tests/server/globalSetup.ts), and open copies of it: a copy
// takes a third of a second where a fresh PGlite takes three (initdb, migrations, demo seed).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Db } from '../../server/db/db.ts';
import { loadConfig } from '../../server/config.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { openPgliteWorker } from '../../server/db/pgliteWorker.ts';
import { openPostgres } from '../../server/db/postgres.ts';

export interface OpenedDb {
  db: Db;
  drop(): Promise<void>;
  /** the PostgreSQL database's (for a server process of its own) */
  url?: string;
}

export interface Template {
  /** what `openCopy` takes: a file (PGlite) or a database name (PostgreSQL) */
  id: string;
  remove(): Promise<void>;
}

export interface Backend {
  name: 'pglite' | 'postgres';
  open(): Promise<OpenedDb>;
  /** a template: a database `prepare` filled, kept for copies */
  makeTemplate(prepare: (db: Db) => Promise<void>): Promise<Template>;
  /** a new database with the template's contents */
  openCopy(templateId: string): Promise<OpenedDb>;
}

const PG_HOST = '127.0.0.1';
const PG_PORT = 5432;
export const ADMIN_URL =
  process.env.TEST_DATABASE_ADMIN_URL ?? `postgres://postgres@${PG_HOST}:${PG_PORT}/test`;

function answers(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const uniqueName = (prefix: string) =>
  `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;

/** PGlite as the server opens it: in a thread of its own unless PGLITE_THREAD=0 (server/db/open.ts) */
const openPgliteDb = loadConfig().pgliteThread ? openPgliteWorker : openPglite;

const pglite: Backend = {
  name: 'pglite',
  async open() {
    const db = await openPgliteDb('memory://');
    return { db, drop: () => db.close() };
  },
  async makeTemplate(prepare) {
    const db = await openPgliteDb('memory://');
    try {
      await prepare(db);
      const file = path.join(os.tmpdir(), `${uniqueName('esl-template')}.tar`);
      fs.writeFileSync(file, await db.dumpDataDir());
      return { id: file, remove: async () => fs.rmSync(file, { force: true }) };
    } finally {
      await db.close();
    }
  },
  async openCopy(file) {
    const db = await openPgliteDb('memory://', { loadDataDir: new Blob([fs.readFileSync(file)]) });
    return { db, drop: () => db.close() };
  },
};

/** runs one statement on the admin database (creating and dropping databases) */
export async function asAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** opens database `name`, made by `create` (a CREATE DATABASE statement); dropping closes and removes it */
async function openCreated(name: string, create: string): Promise<OpenedDb> {
  await asAdmin(create);
  const url = databaseUrl(name);
  const db = await openPostgres(url);
  return {
    db,
    url,
    async drop() {
      await db.close();
      await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

const postgres: Backend = {
  name: 'postgres',
  open() {
    const name = uniqueName('esl_test');
    return openCreated(name, `CREATE DATABASE ${name}`);
  },
  async makeTemplate(prepare) {
    const name = uniqueName('esl_template');
    const { db } = await openCreated(name, `CREATE DATABASE ${name}`);
    try {
      await prepare(db);
    } finally {
      await db.close();
    }
    return { id: name, remove: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
  },
  openCopy(template) {
    const name = uniqueName('esl_test');
    return openCreated(name, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  },
};

export const backends: Backend[] = (await answers(PG_HOST, PG_PORT)) ? [pglite, postgres] : [pglite];
