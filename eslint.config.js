import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/test-results/**', '**/playwright-report/**', '**/drizzle/meta/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['packages/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['fastify*', '@fastify/*', 'pg', 'pg-boss', 'drizzle-orm*', '@electric-sql/*', 'socket.io*'] },
      ],
    },
  },
  {
    // TensorFlow.js is a dev dependency for `npm run train`: the engine scores the committed weights itself (decision 30).
    files: ['packages/engine/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['fastify*', '@fastify/*', 'pg', 'pg-boss', 'drizzle-orm*', '@electric-sql/*', 'socket.io*', '@tensorflow/*'] },
      ],
    },
  },
  {
    // A document worker loads this code on its start: constants come from the contracts' plain entry, without zod and
    // the schemas (decision 84). The answer engine, the title reports and what only the server runs may validate.
    files: ['packages/engine/src/**/*.ts'],
    ignores: ['packages/engine/src/{answers,title,test}/**', 'packages/engine/src/**/*.test.ts', 'packages/engine/src/locate-on-scans.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@dd/contracts', allowTypeImports: true, message: "Import it from '@dd/contracts/plain': a document worker loads this module when it starts (decision 84)." }] },
      ],
    },
  },
  { files: ['scripts/**', '**/cli/**'], rules: { 'no-console': 'off' } },
);
