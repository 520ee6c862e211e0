import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
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
        },
      ],
    },
  },
]

export default config
