// Generic CRUD routes of a schema-described entity: its `x-api` calls (search, getOne, create, update,
// delete), guarded by its `x-privilege` area, validated by its generated api validators, stored through the
// generic repository. Entities with bespoke rules (accounts, roles) have their own route files instead.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { ApiCall, ResourceMeta } from '../../domain/resourceMeta.ts';
import { EntityRepository } from '../db/repository.ts';
import type { TableMeta } from '../db/tableMeta.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { message } from '../http/messages.ts';
import { parseBody } from '../http/validate.ts';
import { doc, searchBody, withAuthHeaders } from './docs.ts';

export interface EntityRouteSpec {
  resource: ResourceMeta;
  table: TableMeta;
  validators: { api: { create: z.ZodType; update: z.ZodType } };
}

/** `/fixture/shelf/{shelfCode}` → `/fixture/shelf/:shelfCode` */
export function fastifyPath(call: ApiCall): string {
  return call.path.replace(/\{([^}]+)\}/g, ':$1');
}

function keyFrom(table: TableMeta, source: Record<string, unknown>): Record<string, unknown> | undefined {
  const key: Record<string, unknown> = {};
  for (const name of table.key) {
    if (source[name] === undefined || source[name] === '') return undefined;
    key[name] = source[name];
  }
  return key;
}

export function entityRoutes({ resource, table, validators }: EntityRouteSpec): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    // the generic repository of a schema resource (its table and list columns), one per resource, built once at
    // registration: the registry holds the named modules, this route file serves every remaining resource
    // eslint-disable-next-line no-restricted-syntax
    const repo = new EntityRepository(app.db, table, resource.list.columns);
    const area = resource.privilege;
    const read = { privilege: area, access: 'read' as const };
    const write = { privilege: area, access: 'write' as const };
    const tag = resource.entity;
    const { search, getOne, create, update } = resource.api;
    const remove = resource.api.delete;
    const storesOf = (stores: string[] | undefined) => (table.storeField ? stores : undefined);
    /** a row of a store outside the session's list is refused like a store path parameter would be */
    const inScope = (row: Record<string, unknown>, stores: string[] | undefined) => {
      const allowed = storesOf(stores);
      if (allowed && !allowed.includes(String(row[table.storeField ?? '']))) throw forbidden();
      return row;
    };
    const existing = async (key: Record<string, unknown> | undefined, stores: string[] | undefined) => {
      const row = key && (await repo.get(key));
      if (!row) throw notFound();
      return inScope(row as Record<string, unknown>, stores);
    };

    if (search) {
      app.route({
        method: search.method,
        url: fastifyPath(search),
        config: read,
        schema: doc(tag, `Search ${resource.name}`, { body: searchBody, ...withAuthHeaders }),
        handler: async (request) =>
          repo.search((request.body ?? {}) as Record<string, unknown>, {
            fixed: request.params as Record<string, unknown>,
            stores: storesOf(request.principal?.stores),
            defaultLength: resource.list.perPage,
          }),
      });
    }
    if (getOne) {
      app.route({
        method: getOne.method,
        url: fastifyPath(getOne),
        config: read,
        schema: doc(tag, `One of ${resource.name}`, withAuthHeaders),
        handler: async (request) => {
          return existing(
            keyFrom(table, request.params as Record<string, unknown>),
            request.principal?.stores,
          );
        },
      });
    }
    if (create) {
      app.route({
        method: create.method,
        url: fastifyPath(create),
        config: write,
        schema: doc(tag, `Create one of ${resource.name}`, withAuthHeaders),
        handler: async (request) => {
          const body = parseBody(validators.api.create, request.body) as Record<string, unknown>;
          const key = keyFrom(table, body);
          inScope(body, request.principal?.stores);
          if (key && (await repo.get(key))) throw conflict(message('app.serverMessages.recordRegistered'));
          return repo.insert(body);
        },
      });
    }
    if (update) {
      app.route({
        method: update.method,
        url: fastifyPath(update),
        config: write,
        schema: doc(tag, `Update one of ${resource.name}`, withAuthHeaders),
        handler: async (request) => {
          const body = parseBody(validators.api.update, request.body) as Record<string, unknown>;
          const key = keyFrom(table, { ...body, ...(request.params as Record<string, unknown>) });
          await existing(key, request.principal?.stores);
          return repo.update(key as Record<string, unknown>, body);
        },
      });
    }
    if (remove) {
      app.route({
        method: remove.method,
        url: fastifyPath(remove),
        config: write,
        schema: doc(tag, `Delete one of ${resource.name}`, withAuthHeaders),
        handler: async (request) => {
          const key = keyFrom(table, request.params as Record<string, unknown>);
          await existing(key, request.principal?.stores);
          await repo.delete(key as Record<string, unknown>);
          return {};
        },
      });
    }
  };
}
