import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { generateTypes } from 'payload/node'
import { expect, it } from 'vitest'
import { testPayload } from '../helpers/payload'

const root = path.resolve(import.meta.dirname, '../..')

// Payload writes src/payload-types.ts on a start only under `next dev` (payload.config.ts): a
// collection changed without `npm run generate:types` fails here, not in a reader's editor. Here
// rather than with the unit tests: the integration worker has the config loaded already.
it('src/payload-types.ts is what `npm run generate:types` writes from the current config', async () => {
  const { config } = await testPayload()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payload-types-'))
  const written = path.join(dir, 'payload-types.ts')
  process.env.PAYLOAD_TS_OUTPUT_PATH = written
  try {
    await generateTypes(config, { log: false })
    const current = fs.readFileSync(path.join(root, 'src/payload-types.ts'), 'utf8')
    expect(current.length).toBeGreaterThan(1000)
    expect(fs.readFileSync(written, 'utf8') === current, 'run `npm run generate:types`').toBe(true)
  } finally {
    delete process.env.PAYLOAD_TS_OUTPUT_PATH
    fs.rmSync(dir, { recursive: true, force: true })
  }
}, 60_000)
