import { afterAll, inject } from 'vitest'

// Before any test file imports payload.config.ts, point it at the run's own database.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET = inject('payloadSecret')
process.env.MEDIA_DIR = inject('mediaDir')

afterAll(async () => {
  const { closeTestPayload } = await import('./payload')
  await closeTestPayload()
})
