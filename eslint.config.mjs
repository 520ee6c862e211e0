import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

// Configuration is read in one place, src/core/config.ts (every variable parsed by its zod rule,
// with one default; the README's table lists the same). Elsewhere `process.env` may be written
// (for Payload and child processes) or handed whole to a child process, not read, except:
//   NODE_ENV, NEXT_RUNTIME, NEXT_PHASE  Next's own, which it needs written out to inline them
//   PATH                                handed on to a child process (src/core/uploads/pdf-upload.ts)
// and in the files of envReaders below: the module itself, the tests and their configs, the bench.
const nextsOwnVariables = ['NODE_ENV', 'NEXT_RUNTIME', 'NEXT_PHASE', 'PATH']
const envReaders = [
  'src/core/config.ts',
  'tests/**',
  'bench/**',
  'scripts/bench.ts',
  'scripts/lib/bench/**',
  'playwright.config.ts',
  'vitest.config.ts',
]
const readsProcessEnv = `MemberExpression[object.type='MemberExpression'][object.object.name='process'][object.property.name='env']`
const configMessage =
  'Read configuration through src/core/config.ts (setting(...)); it parses and documents every variable.'
const envRules = [
  {
    selector: `${readsProcessEnv}:not([property.name=/^(${nextsOwnVariables.join('|')})$/]):not(AssignmentExpression > MemberExpression.left):not(UnaryExpression[operator='delete'] > MemberExpression)`,
    message: configMessage,
  },
  { selector: `VariableDeclarator[init.object.name='process'][init.property.name='env']`, message: configMessage },
]

// `x as unknown as T` turns off the type checker. Allowed only in the typed helper for raw
// database answers, src/core/db/raw-sql.ts.
const castHelpers = ['src/core/db/raw-sql.ts']
const castRules = [
  {
    selector: `TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']`,
    message: 'No `as unknown as`: type the value (raw SQL rows: rowsOf in src/core/db/raw-sql.ts).',
  },
]
const notTests = ['tests/**', 'bench/**']
// One block per combination: a later block's no-restricted-syntax replaces an earlier one's.
const restrictedSyntax = [
  { ignores: [...envReaders, ...castHelpers], rules: { 'no-restricted-syntax': ['error', ...envRules, ...castRules] } },
  {
    files: envReaders,
    ignores: [...notTests, 'scripts/bench.ts', 'scripts/lib/bench/**', 'playwright.config.ts', 'vitest.config.ts'],
    rules: { 'no-restricted-syntax': ['error', ...castRules] },
  },
  { files: castHelpers, rules: { 'no-restricted-syntax': ['error', ...envRules] } },
]

// A package's internals (its dist/, src/, lib/ ..., and next/dist) change in any release: import
// only what the package documents. .dependency-cruiser.cjs checks next/dist by resolved path too.
// Excepted: entries a package documents under such a path (ajv's JSON Schema 2020-12 validator).
const documentedEntries = ['ajv/dist/2020(\\.js)?$']
const privatePackagePaths = {
  regex: `^(?!${documentedEntries.join('|')})(@[^/.][^/]*/)?[^/.@][^/]*/(dist|src|lib|build|esm|cjs|internal)(/|$)`,
  message: "A package's internals change in any release: import what it documents.",
}

const config = [
  ...nextVitals,
  ...nextTypescript,
  prettier,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.data/**',
      'media/**',
      'next-env.d.ts',
      'src/payload-types.ts',
      'migrations/*.ts',
      'app/(payload)/admin/importMap.js',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    rules: {
      'no-restricted-imports': ['error', { patterns: [privatePackagePaths] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...restrictedSyntax,
  {
    // What Payload's config loads runs in scripts too, outside any request (.dependency-cruiser.cjs
    // keeps the folders in order; this keeps request-only modules out).
    files: [
      'payload.config.ts',
      'collections/**',
      'src/core/**',
      'src/seed/**',
      'src/schemas/**',
      'src/i18n/**',
      'src/content/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'server-only',
              message: 'Config-time code runs in scripts too; request-time code belongs in src/server.',
            },
            { name: 'next/headers', message: 'Config-time code runs outside requests; read headers in src/server.' },
          ],
          patterns: [privatePackagePaths],
        },
      ],
    },
  },
]

export default config
