import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { integrationWorkers } from './tests/helpers/integration-workers'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
  // `server-only` throws outside React's server build; tests run the server code directly.
  'server-only': path.resolve(import.meta.dirname, 'tests/helpers/empty-module.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/helpers/count-assertions.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/integration-global-setup.ts'],
          setupFiles: ['tests/helpers/integration-setup.ts', 'tests/helpers/count-assertions.ts'],
          // A few files at a time (integration-workers.ts), each worker on its own copy of the run's real database
          // (tests/helpers/integration-global-setup.ts).
          pool: 'forks',
          isolate: false,
          maxWorkers: integrationWorkers,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
