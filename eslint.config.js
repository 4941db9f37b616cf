import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * SQL lives in server/repositories/ and server/db/ (and the simulator's and the seed's statements, server/sim/statements/ and
 * server/seed/statements/):
 * a string or template opening with a statement's words (upper case) is refused elsewhere (issue 24). The same test
 * counts the offenders in `npx tsx scripts/audit/dataLayer.ts`.
 */
const SQL_OPENING =
  '^\\s*(SELECT\\s|INSERT\\s+INTO\\s|UPDATE\\s+"?\\w+"?(\\s+\\w+)?\\s+SET\\s|DELETE\\s+FROM\\s|WITH\\s+\\w+\\s+AS\\s|CREATE\\s+(TABLE|INDEX|UNIQUE|OR\\s+REPLACE)\\s|TRUNCATE\\s|ALTER\\s+TABLE\\s)';
/**
 * Files that held SQL when the rule came (issue 24): a shrinking allow-list. Move a file's statements into its
 * entity's repository and take the file off this list; never add one.
 */
const SQL_OFFENDERS = [];

/**
 * A react-query key is the generated one of the call its query fetches with (issue 24): `<entity>Keys.<call>(args)`
 * of src/generated/client.ts (a schema's x-api or x-calls names the call), spread and extended only where one call's
 * answer is cached in a second shape. A `queryKey` written as an array opening with a string is refused.
 */
const HAND_WRITTEN_QUERY_KEY = ['value', 'value.expression'].map((array) => ({
  selector: `Property[key.name='queryKey'][${array}.type='ArrayExpression'][${array}.elements.0.type='Literal'][${array}.elements.0.value=/.*/]`,
  message:
    "Use the generated query key of the call the query fetches with: <entity>Keys.<call>(args) of src/generated/client.ts (name the call in its schema's x-calls when it has none).",
}));

const SQL_RULES = [
  ...['Literal[value', 'TemplateElement[value.raw'].map((node) => ({
    selector: `${node}=/${SQL_OPENING}/]`,
    message: "SQL belongs in server/repositories/ (or server/db/): call the entity's repository.",
  })),
  {
    // a template whose table comes in a placeholder: UPDATE ${table} SET
    selector: 'TemplateElement[value.raw=/^\\s*UPDATE\\s*$/]',
    message: "SQL belongs in server/repositories/ (or server/db/): call the entity's repository.",
  },
];

const NO_AD_HOC_REPOSITORY = {
  selector: 'NewExpression[callee.name=/Repository$/]',
  message:
    'Repositories come from the registry (server/repositories/index.ts): app.repos.x, repositoriesOf(db).x or the repos of inTransaction.',
};

const DATA_LAYER_MESSAGE =
  'The data layer (server/repositories, server/db) stands on server/db, the generated code and domain/ only: move a shared fact down, and leave side effects (alarms, mail, task progress, events) to the calling service.';

/**
 * Repositories are the ground floor (issue 34 item 5): a file of server/repositories/ or server/db/ imports only
 * server/db, server/repositories, server/generated and domain/ (never a service: mail, tasks, instances, alarms,
 * http, ...). One block per depth of folder, since an import names its target relative to the importer. The stats
 * query compiler still reads the checked query's types from server/stats/query (type-only: the generated
 * statsEntities.ts names entityMeta.ts there).
 */
const DATA_LAYER_IMPORTS = [
  {
    files: ['server/repositories/*.ts', 'server/db/*.ts'],
    ignores: ['server/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!(db|generated|repositories)/|\\.\\./domain/)', message: DATA_LAYER_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    files: ['server/repositories/*/**/*.ts', 'server/db/*/**/*.ts'],
    ignores: ['server/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?!(db|generated|repositories|stats/query)/|\\.\\./domain/)',
              message: DATA_LAYER_MESSAGE,
            },
            { regex: '^\\.\\./\\.\\./stats/query/', allowTypeImports: true, message: DATA_LAYER_MESSAGE },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'src/generated',
      'domain/generated',
      'server/generated',
      'examples/generated',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // dates, times and numbers on screen are written by one module (src/i18n/format.ts: the spec's
    // yyyy-mm-dd hh:ii:ss in every language), never by the browser's locale
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/i18n/format.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
          property,
          message: 'Format dates, times and numbers with src/i18n/format.ts (one format for the console).',
        })),
        {
          object: 'Intl',
          property: 'DateTimeFormat',
          message: 'Format dates and times with src/i18n/format.ts (one format for the console).',
        },
      ],
    },
  },
  {
    // the console calls the server through the data provider (src/providers/) and the generated client
    // (src/generated/client.ts) only (issue 24); the same test counts the offenders in scripts/audit/dataLayer.ts
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/providers/**', 'src/**/*.spec.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['fetch', 'httpRequest', 'uploadWithProgress', 'postMultipart'].map((name) => ({
          selector: `CallExpression[callee.name='${name}'], CallExpression[callee.property.name='${name}']`,
          message:
            "Call the server through the generated client (a schema's x-calls, src/generated/client.ts) or the data provider.",
        })),
        {
          selector: "NewExpression[callee.name='XMLHttpRequest']",
          message:
            "Call the server through the generated client (a schema's x-calls, src/generated/client.ts) or the data provider.",
        },
        ...HAND_WRITTEN_QUERY_KEY,
      ],
    },
  },
  {
    // the providers may call the server directly, but their query keys are the generated ones too
    files: ['src/providers/**/*.{ts,tsx}'],
    ignores: ['src/**/*.spec.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...HAND_WRITTEN_QUERY_KEY] },
  },
  {
    // the server stands on the rules both sides share (domain/, its generated part in domain/generated/), never on
    // the console (src/)
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/',
              message:
                'The server imports only domain/ (shared rules and generated types): move a shared rule there.',
            },
          ],
        },
      ],
    },
  },
  ...DATA_LAYER_IMPORTS,
  {
    files: ['server/**/*.ts'],
    ignores: [
      'server/repositories/**',
      'server/db/**',
      'server/sim/statements/**',
      'server/seed/statements/**',
      'server/**/*.spec.ts',
      ...SQL_OFFENDERS,
    ],
    rules: { 'no-restricted-syntax': ['error', ...SQL_RULES] },
  },
  {
    // one registry (server/repositories/index.ts): code with an app uses app.repos, code given a db or tx
    // repositoriesOf(db) / inTransaction; the simulator and the seed keep their own statement modules
    files: ['server/**/*.ts'],
    ignores: [
      'server/repositories/**',
      'server/db/**',
      'server/sim/**',
      'server/seed/**',
      'server/**/*.spec.ts',
      ...SQL_OFFENDERS,
    ],
    rules: { 'no-restricted-syntax': ['error', ...SQL_RULES, NO_AD_HOC_REPOSITORY] },
  },
);
