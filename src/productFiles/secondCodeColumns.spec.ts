import { describe, expect, it } from 'vitest';
import en from '../../locales/en_US.json';
import ja from '../../locales/ja_JP.json';
import ko from '../../locales/ko_KR.json';
import { siteRules } from '../domain/siteRules';
import { secondCodeColumns } from './secondCodeColumns';

type Tree = { [key: string]: unknown };
const lookup = (tree: Tree, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

describe('second-code columns', () => {
  it('are store, prCode and secondCode outside coop', () => {
    for (const site of ['', 'croma', 'edion', 'nec'])
      expect(secondCodeColumns(siteRules({ site })).map((c) => c.field)).toEqual([
        'storeCode',
        'prCode',
        'secondCode',
      ]);
  });

  it('add the coop product master columns with the same Italian headings in every locale', () => {
    const columns = secondCodeColumns(siteRules({ site: 'coop' }));
    expect(columns.map((c) => c.field)).toEqual([
      'storeCode',
      'prCode',
      'secondCode',
      'salesTypeCode',
      'insertDate',
      'ceaseDate',
      'deleteDate',
      'acquisitionDate',
      'modifyDate',
      'programName',
      'operatorName',
      'dbTriggerFlag',
    ]);
    const headings = columns.slice(3).map((c) => lookup(en as Tree, c.label));
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
      expect(columns.slice(3).map((c) => lookup(locale as Tree, c.label))).toEqual(headings);
    expect(columns.filter((c) => c.kind === 'date').map((c) => c.field)).toHaveLength(5);
  });
});
