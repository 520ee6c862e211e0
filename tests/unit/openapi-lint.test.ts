import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from '../../src/openapi/document'

/**
 * The published document (/api/openapi.json) passes Redocly's `recommended` rules with no error
 * and no warning. Redocly CLI bundles its linter and exports no API, so its own command runs on
 * the document written to a temporary folder (no config of the repository applies), with
 * telemetry and update checks off: nothing is fetched.
 */

const require = createRequire(import.meta.url)
const cliPackage = require.resolve('@redocly/cli/package.json')
const cli = path.join(
  path.dirname(cliPackage),
  (JSON.parse(fs.readFileSync(cliPackage, 'utf8')) as { bin: { redocly: string } }).bin.redocly,
)

type Problem = { ruleId: string; severity: string; message: string; location?: { pointer?: string }[] }
type Report = { totals: { errors: number; warnings: number; ignored: number }; problems: Problem[] }

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

async function lint(document: unknown): Promise<Report> {
  const file = path.join(dir, 'openapi.json')
  fs.writeFileSync(file, JSON.stringify(document))
  const env = {
    ...process.env,
    REDOCLY_TELEMETRY: 'off',
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
    NO_COLOR: '1',
  }
  const args = [cli, 'lint', '--extends', 'recommended', '--format', 'json', '--max-problems', '1000', file]
  // Exit code 1 when there are errors: the report on stdout says which.
  const stdout = await promisify(execFile)(process.execPath, args, {
    cwd: dir,
    env,
    timeout: 60_000,
    maxBuffer: 16 * 1024 * 1024,
  })
    .then((r) => r.stdout)
    .catch((error: { stdout?: string; stderr?: string }) => {
      if (error.stdout?.trim().startsWith('{')) return error.stdout
      throw new Error(`redocly lint did not run: ${error.stderr ?? String(error)}`)
    })
  return JSON.parse(stdout) as Report
}

describe('the OpenAPI document under Redocly lint (recommended)', () => {
  const document = buildOpenApiDocument()

  it('has no problems, errors or warnings', async () => {
    const report = await lint(document)
    const problems = report.problems.map(
      (p) => `${p.severity} ${p.ruleId} at ${p.location?.[0]?.pointer ?? '?'}: ${p.message}`,
    )
    expect(problems).toEqual([])
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 })
  }, 60_000)

  it('finds a problem when there is one (the linter really runs)', async () => {
    const { license: _license, ...info } = document.info
    const report = await lint({ ...document, info })
    expect(report.problems.map((p) => p.ruleId)).toContain('info-license')
  }, 60_000)

  it('describes GET /api/openapi.json as the document itself, not the { success, data } envelope', () => {
    type Schema = { type?: string; required?: string[]; properties?: Record<string, unknown> }
    const get = document.paths['/api/openapi.json'].get as {
      responses: Record<string, { content: Record<string, { schema: Schema }> }>
    }
    const schema = get.responses['200'].content['application/json'].schema
    expect(schema.type).toBe('object')
    expect(schema.required).toEqual(expect.arrayContaining(['openapi', 'info', 'paths']))
    expect(schema.required).not.toContain('success')
    expect(schema.properties).not.toHaveProperty('data')
    expect(document.openapi).toMatch(/^3\.1\./)
  })
})
