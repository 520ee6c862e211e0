import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { CollectionConfig, Field } from 'payload'
import { describe, expect, it } from 'vitest'
import config from '../../payload.config'
import { panelLanguages } from '../../src/core/panel/languages'

const languages = Object.keys(panelLanguages)
const collectionsDir = path.resolve(import.meta.dirname, '../../collections')

/** Every collection under collections/, so that a new one is checked without touching this test. */
const ownSlugs = async () => {
  const slugs: string[] = []
  for (const dir of readdirSync(collectionsDir, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    const mod = (await import(path.join(collectionsDir, dir.name, 'index.ts'))) as Record<string, unknown>
    for (const value of Object.values(mod))
      if (value && typeof value === 'object' && 'slug' in value) slugs.push((value as CollectionConfig).slug)
  }
  return slugs
}

/** The texts of a label function, asked in each panel language the way Payload asks it. */
const textsOf = (label: (args: { i18n: { language: string }; t: (key: string) => string }) => unknown) =>
  Object.fromEntries(languages.map((language) => [language, label({ i18n: { language }, t: (key) => key })]))

/** What is wrong with a label: it must have a text in every panel language, as an object or a function of the language. */
const problem = (label: unknown): string | undefined => {
  if (typeof label === 'function') label = textsOf(label as Parameters<typeof textsOf>[0])
  if (!label || typeof label !== 'object') return `not translated: ${JSON.stringify(label)}`
  const texts = label as Record<string, unknown>
  const missing = languages.filter((l) => typeof texts[l] !== 'string' || (texts[l] as string).trim() === '')
  const unknown = Object.keys(texts).filter((l) => !languages.includes(l))
  if (missing.length) return `misses ${missing.join(', ')}`
  if (unknown.length) return `has unknown languages ${unknown.join(', ')}`
  return undefined
}

/** The labels an administrator sees: fields the panel shows, their descriptions, their select and radio options. */
const fieldProblems = (fields: Field[], where: string): string[] =>
  fields.flatMap((field) => {
    const name = 'name' in field ? field.name : `(${field.type})`
    const at = `${where}.${name}`
    const admin = field.admin as { hidden?: boolean; disabled?: boolean; description?: unknown } | undefined
    if (('hidden' in field && field.hidden) || admin?.hidden || admin?.disabled) return []
    const out: string[] = []
    if ('name' in field) {
      const p = problem('label' in field ? field.label : undefined)
      if (p) out.push(`${at} label ${p}`)
    }
    if (admin?.description) {
      const p = problem(admin.description)
      if (p) out.push(`${at} description ${p}`)
    }
    if ('options' in field)
      for (const option of field.options) {
        const p = typeof option === 'string' ? 'not translated' : problem(option.label)
        if (p) out.push(`${at} option ${typeof option === 'string' ? option : option.value} ${p}`)
      }
    if ('fields' in field) out.push(...fieldProblems(field.fields, at))
    if ('tabs' in field) for (const tab of field.tabs) out.push(...fieldProblems(tab.fields, at))
    return out
  })

describe("the collections' labels in Payload's panel", async () => {
  const sanitized = await config
  const slugs = await ownSlugs()
  const collections = sanitized.collections.filter((c) => slugs.includes(c.slug))

  it('cover every collection under collections/', () => {
    expect(slugs.length).toBeGreaterThanOrEqual(10)
    expect(collections.map((c) => c.slug).sort()).toEqual([...slugs].sort())
  })

  it.each(slugs)('%s: names and group in every panel language', (slug) => {
    const collection = collections.find((c) => c.slug === slug)!
    const problems = Object.entries({
      singular: collection.labels.singular,
      plural: collection.labels.plural,
      group: collection.admin.group,
    }).flatMap(([what, label]) => {
      const p = problem(label)
      return p ? [`${slug} ${what} ${p}`] : []
    })
    expect(problems).toEqual([])
  })

  it.each(slugs)('%s: every visible field and option in every panel language', (slug) => {
    const collection = collections.find((c) => c.slug === slug)!
    expect(fieldProblems(collection.fields, slug)).toEqual([])
  })

  it('reuse the words the site already has (a gallery category, a member type)', () => {
    const photos = collections.find((c) => c.slug === 'photos')!
    const category = photos.fields.find((f) => 'name' in f && f.name === 'category')
    const label = (category as { options: { value: string; label: Record<string, string> }[] }).options.find(
      (o) => o.value === 'disaster',
    )!.label
    expect(label).toMatchObject({ en: 'Disaster Risk Reduction', ja: '防災・減災' })
    const members = collections.find((c) => c.slug === 'members')!
    expect(members.labels.plural).toMatchObject({ en: 'Members', 'bn-BD': 'সদস্যবৃন্দ' })
  })

  it('give fields a function of the panel language, so that Payload hands the browser a text (its sort buttons read labels as they are)', () => {
    const content = collections.find((c) => c.slug === 'content-items')!
    const order = content.fields.find((f) => 'name' in f && f.name === 'displayOrder') as { label: unknown }
    expect(typeof order.label).toBe('function')
    expect(textsOf(order.label as Parameters<typeof textsOf>[0])).toMatchObject({
      en: 'Display order',
      'bn-BD': expect.not.stringMatching(/Display order/),
    })
  })
})
