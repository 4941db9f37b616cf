// The second-code list's columns: the schema's three everywhere, the coop product master columns (x-label, the
// same Italian headings in every locale, dates shown as date-times) only where the site rules ask for them.
import { describe, expect, it } from 'vitest';
import en from '../../locales/en_US.json';
import ja from '../../locales/ja_JP.json';
import ko from '../../locales/ko_KR.json';
import { siteRules } from '../../domain/siteRules';
import { resources } from '../../domain/generated/resources';
import { cellNameOf } from '../schema-views/list/cells';
import { secondCodeExtraColumns } from './secondCodeColumns';

type Tree = { [key: string]: unknown };
const lookup = (tree: Tree, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
const meta = resources.secondCode;
const field = (name: string) => meta.fields.find((f) => f.name === name)!;

describe('second-code columns', () => {
  it('are store, prCode and secondCode outside coop', () => {
    expect(meta.list.columns).toEqual(['storeCode', 'prCode', 'secondCode']);
    for (const site of ['', 'croma', 'edion', 'nec'])
      expect(secondCodeExtraColumns(siteRules({ site }))).toEqual([]);
  });

  it('add the coop product master columns with the same Italian headings in every locale', () => {
    const extra = secondCodeExtraColumns(siteRules({ site: 'coop' }));
    const headings = extra.map((name) => lookup(en as Tree, field(name).label!));
    expect(headings).toEqual([
      'Codice tipo vendita',
      'Data inserimento',
      'Data cessazione',
      'Data cancellazione',
      'Data acquisizione',
      'Data modifica',
      'Nome programma',
      'Nome operatore',
      'Flag trigger DB',
    ]);
    for (const locale of [ja, ko])
      expect(extra.map((name) => lookup(locale as Tree, field(name).label!))).toEqual(headings);
    expect(extra.filter((name) => cellNameOf(field(name)) === 'dateTime')).toHaveLength(5);
  });
});
