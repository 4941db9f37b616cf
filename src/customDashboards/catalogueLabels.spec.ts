// Every entity and field the stats catalogue offers (server/generated/statsEntities.ts, from the schemas' x-stats)
// is named in en, ja and ko: the entity by its catalogue key, a field by its key or the editor's fallback
// (labels.ts). A new stats entity or field without its names fails here.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { statsEntities } from '../../server/generated/statsEntities';
import { entityLabel, fieldFallbackKey, fieldLabel } from './labels';

const LOCALES = ['en_US', 'ja_JP', 'ko_KR'] as const;

function translatorOf(code: string) {
  const messages: unknown = JSON.parse(
    readFileSync(resolve(__dirname, `../../locales/${code}.json`), 'utf8'),
  );
  const lookup = (key: string): unknown =>
    key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
        messages,
      );
  const has = (key: string) => typeof lookup(key) === 'string' && lookup(key) !== '';
  const translate = (key: string, options?: { _?: string }) =>
    has(key) ? (lookup(key) as string) : (options?._ ?? key);
  return { has, translate };
}

describe.each(LOCALES)('the stats catalogue in %s', (code) => {
  const { has, translate } = translatorOf(code);
  const entities = Object.values(statsEntities);

  it('names every entity by its catalogue key', () => {
    expect(entities.length).toBeGreaterThan(10);
    expect(entities.filter((entity) => !has(entity.label)).map((entity) => entity.label)).toEqual([]);
    for (const entity of entities) expect(entityLabel(translate, entity)).not.toBe(entity.entity);
  });

  it('names every field by its table heading or the editor fallback', () => {
    const unnamed = entities.flatMap((entity) =>
      entity.fields
        .filter((field) => !has(field.label) && !has(fieldFallbackKey(field.name)))
        .map((field) => `${entity.entity}.${field.name} (${field.label})`),
    );
    expect(unnamed).toEqual([]);
    const tag = statsEntities.tag.fields.find((field) => field.name === 'status')!;
    expect(fieldLabel(translate, tag)).not.toBe('status');
  });
});
