// The five script editors of doc 3 §2 'Settings and system' (/system/*): their route, whether they are kept per
// store, and the Run panel's sample input; their calls (doc 3 §7) are the kind's x-calls of
// schemas/userScript.schema.json (api.ts). Contracts: docs/api.md 'User scripts'.
import { SCRIPT_TEMPLATES, type ScriptKind } from '../../domain/scriptTemplates';

export interface ScriptEditorKind {
  kind: ScriptKind;
  /** the console route */
  route: string;
  perStore: boolean;
  /** i18n key of the page title and the sidebar entry */
  title: string;
  /** the sample input of the Run panel: JSON, or the text of a file for the parsers */
  sample: { type: 'json'; value: object } | { type: 'text'; value: string };
  template: string;
}

const sampleProduct = {
  prCode: 'P0001',
  prName: 'Milk 1L',
  prInfo: ['Milk 1L', '1.5', 'Fresh milk'],
  nfc: null,
};

export const SCRIPT_EDITORS: ScriptEditorKind[] = [
  {
    kind: 'thirdPartyAuth',
    route: '/system/third-party-authentication',
    perStore: false,
    title: 'app.menu.thirdPartyAuth',
    sample: { type: 'json', value: { email: 'kim@example.com', password: 'Kim#2026!' } },
    template: SCRIPT_TEMPLATES.thirdPartyAuth,
  },
  {
    kind: 'paperParser',
    route: '/system/paper-parser',
    perStore: true,
    title: 'app.menu.paperParser',
    sample: { type: 'text', value: 'P0001,2\nP0002,1\n' },
    template: SCRIPT_TEMPLATES.paperParser,
  },
  {
    kind: 'productFileParser',
    route: '/system/product-file-parser',
    perStore: true,
    title: 'app.menu.productFileParser',
    sample: { type: 'text', value: 'CODE;LAYOUT;NAME;PRICE\nP0001;L01;Milk 1L;1.50\nP0002;L02;Bread;2.25\n' },
    template: SCRIPT_TEMPLATES.productFileParser,
  },
  {
    kind: 'tagDataDecorator',
    route: '/system/tag-data-decorator',
    perStore: true,
    title: 'app.menu.tagDataDecorator',
    sample: {
      type: 'json',
      value: {
        product: sampleProduct,
        tag: { storeCode: 'default', tagId: 'T0001', tagType: '2290', page: 0, layoutId: 'L01' },
      },
    },
    template: SCRIPT_TEMPLATES.tagDataDecorator,
  },
  {
    kind: 'plusDataDecorator',
    route: '/system/plus-data-decorator',
    perStore: true,
    title: 'app.menu.plusDataDecorator',
    sample: {
      type: 'json',
      value: {
        product: { ...sampleProduct, prInfo: ['Milk 1L', '1.5', '', '', '', 'yes'] },
        device: { storeCode: 'default', mac: 'a1b2c3d4e5f6', model: 'IP231A' },
      },
    },
    template: SCRIPT_TEMPLATES.plusDataDecorator,
  },
];

export const DEFAULT_TARGET = 'default';
