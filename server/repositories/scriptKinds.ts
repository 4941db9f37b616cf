// The five user scripts (doc 3 §2 'Settings and system', §7): their calls, the function each defines, how the
// host's input becomes its arguments, the alarm its failure raises (doc 3 §8), and whether it is kept per store.
// The contracts are documented in docs/api.md 'User scripts'; the editor templates are domain/scriptTemplates.ts.
import type { UserScript } from '../../domain/generated/types.ts';
import { ALARM } from './alarms.ts';

export type ScriptKind = UserScript['kind'];
export type { UseType } from '../../domain/userScripts.ts';

export interface ScriptKindInfo {
  kind: ScriptKind;
  /** the call path: GET and POST; `:target` is a store code or 'default' (absent: one script, no store) */
  path: string;
  perStore: boolean;
  /** the global function the script defines; the product file parser also accepts parseFile */
  fn: string;
  /** the arguments of that function from the host's input object */
  args(input: Record<string, unknown>, storeCode: string): unknown[];
  /** doc 3 §8 alarm type of a failure in use */
  alarm?: string;
}

const field = (input: Record<string, unknown>, name: string, fallback: unknown = null) =>
  input[name] === undefined ? fallback : input[name];

export const SCRIPT_KINDS: Record<ScriptKind, ScriptKindInfo> = {
  thirdPartyAuth: {
    kind: 'thirdPartyAuth',
    path: '/auth/3rd/party',
    perStore: false,
    fn: 'authenticate',
    args: (input) => [
      { email: String(field(input, 'email', '')), password: String(field(input, 'password', '')) },
    ],
    alarm: ALARM.thirdPartyAuthException,
  },
  paperParser: {
    kind: 'paperParser',
    path: '/paper/parser/store/:target',
    perStore: true,
    fn: 'parsePaper',
    args: (input, storeCode) => [
      String(field(input, 'text', '')),
      { storeCode, fileName: String(field(input, 'fileName', '')) },
    ],
  },
  productFileParser: {
    kind: 'productFileParser',
    path: '/product/file/parser/store/:target',
    perStore: true,
    fn: 'parseLine',
    args: (input) => [String(field(input, 'text', ''))],
    alarm: ALARM.productFileParserException,
  },
  tagDataDecorator: {
    kind: 'tagDataDecorator',
    path: '/tag/decorator/store/:target',
    perStore: true,
    fn: 'decorate',
    args: (input) => [field(input, 'product', {}), field(input, 'tag', {})],
    alarm: ALARM.tagDataDecoratorException,
  },
  plusDataDecorator: {
    kind: 'plusDataDecorator',
    path: '/plus/decorator/store/:target',
    perStore: true,
    fn: 'decorate',
    args: (input) => [field(input, 'product', {}), field(input, 'device', {})],
  },
};

export const DEFAULT_TARGET = 'default';

/** the functions a script of this kind may define (one suffices) */
export const functionsOf = (kind: ScriptKind): string[] =>
  kind === 'productFileParser' ? ['parseLine', 'parseFile'] : [SCRIPT_KINDS[kind].fn];
