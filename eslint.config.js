import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'src/generated', 'server/generated', '.tmp'] },
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
    // the server stands on the rules both sides share (src/domain) and on generated code, never on console areas
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/(?!domain/|generated/)',
              message:
                'The server imports only src/domain and src/generated: move a shared rule to src/domain.',
            },
          ],
        },
      ],
    },
  },
);
