import fs from 'node:fs'
import path from 'node:path'
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from '../../src/openapi/document'

const appDir = path.resolve(import.meta.dirname, '../../app')
/** The documented folders of routes: the contract, and the OAI-PMH repository. */
const documented = ['api', 'oai']

/** Every (METHOD path) that a route file under app/api or app/oai exports, as the contract exposes it. */
function routesOnDisk(): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name.startsWith('[...')) continue // the JSON 404 catch-all
        walk(full)
      } else if (entry.name === 'route.ts') {
        const urlPath =
          '/' +
          path
            .relative(appDir, dir)
            .split(path.sep)
            .map((s) => s.replace(/^\[(\w+)\]$/, '{$1}'))
            .join('/')
        const source = fs.readFileSync(full, 'utf8')
        for (const [, method] of source.matchAll(
          /export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g,
        )) {
          found.push(`${method} ${urlPath}`)
        }
      }
    }
  }
  for (const folder of documented) walk(path.join(appDir, folder))
  return found.sort()
}

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument()

  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator()
    const result = await validator.validate(document as never)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('describes exactly the routes that exist', () => {
    const described = Object.entries(document.paths)
      .flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`))
      .sort()
    expect(described).toEqual(routesOnDisk())
  })

  it('covers every call of the specification', () => {
    const described = new Set(
      Object.entries(document.paths).flatMap(([p, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`),
      ),
    )
    const spec = [
      'POST /api/contact',
      'POST /api/newsletter',
      'POST /api/software-requirements',
      'POST /api/login',
      'GET /api/gallery',
      'GET /api/content',
      'GET /api/content/{id}',
      'POST /api/content',
      'PATCH /api/content/{id}',
      'DELETE /api/content/{id}',
      'GET /api/submenus',
      'GET /api/submenus/{id}',
      'POST /api/submenus',
      'PATCH /api/submenus/{id}',
      'DELETE /api/submenus/{id}',
      'GET /api/members',
      'POST /api/members',
      'PUT /api/members/{id}',
      'DELETE /api/members/{id}',
      'GET /api/team-bios/{memberName}',
      'POST /api/team-bios',
      'PUT /api/team-bios/{memberName}',
      'GET /api/users',
      'POST /api/users',
      'DELETE /api/users/{id}',
      'GET /api/photos',
      'POST /api/photos',
      'DELETE /api/photos/{id}',
    ]
    expect(spec.filter((call) => !described.has(call))).toEqual([])
  })

  it('carries the rules of the shared schemas and who may call', () => {
    const body = (p: string, m: string) =>
      (
        document.paths[p][m] as {
          requestBody: { content: Record<string, { schema: { properties: Record<string, Record<string, unknown>> } }> }
        }
      ).requestBody.content['application/json'].schema.properties
    expect(body('/api/contact', 'post').name.minLength).toBe(2)
    expect(body('/api/software-requirements', 'post').requirements.minLength).toBe(20)
    expect(body('/api/submenus', 'post').name.maxLength).toBe(100)
    expect(body('/api/submenus', 'post').sectionId.pattern).toBeTruthy()
    expect(document.paths['/api/contact'].post).toMatchObject({ security: [] })
    expect(document.paths['/api/users'].get).toMatchObject({ security: [{ bearer: [] }, { session: [] }] })
  })

  it('lets a translation be emptied where the server clears it (docs/decisions/002), and says so', () => {
    type Body = {
      description?: string
      content: Record<
        string,
        { schema: { properties: Record<string, { anyOf?: Record<string, unknown>[]; minLength?: number }> } }
      >
    }
    const requestBody = (p: string, m: string) => (document.paths[p][m] as { requestBody: Body }).requestBody
    const emptiable = (p: string, m: string, field: string) => {
      const schema = requestBody(p, m).content['application/json'].schema.properties[field]
      const options = schema.anyOf ?? [schema]
      return options.some((o) => o.const === '') && options.some((o) => o.type === 'null')
    }
    const clearing: [string, string, string[]][] = [
      ['/api/content/{id}', 'patch', ['title', 'content']],
      ['/api/submenus/{id}', 'patch', ['name']],
      ['/api/members/{id}', 'put', ['title']],
      ['/api/team-bios/{memberName}', 'put', ['bio', 'education', 'experience', 'achievements']],
      ['/api/team-bios', 'post', ['bio', 'education', 'experience', 'achievements']],
    ]
    for (const [p, m, fields] of clearing) {
      for (const field of fields) expect(emptiable(p, m, field), `${m} ${p} ${field}`).toBe(true)
      expect(requestBody(p, m).description, `${m} ${p}`).toMatch(/empty .*clears/)
    }
    // Creating is in English first: its texts stay required.
    expect(emptiable('/api/content', 'post', 'title')).toBe(false)
    expect(emptiable('/api/submenus', 'post', 'name')).toBe(false)
    expect(emptiable('/api/members', 'post', 'title')).toBe(false)
    expect(
      requestBody('/api/content/{id}', 'patch').content['application/json'].schema.properties.title.anyOf?.[0],
    ).toMatchObject({ minLength: 1, maxLength: 100 })
  })
})
