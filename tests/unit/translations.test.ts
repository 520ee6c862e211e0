import { describe, expect, it } from 'vitest'
import { localeCodes } from '../../src/i18n/config'
import { messages, namespaces } from '../../src/i18n/messages'
import { contactSchema } from '../../src/schemas/contact'
import { newsletterSchema } from '../../src/schemas/newsletter'
import { softwareRequestSchema } from '../../src/schemas/software-request'

type Tree = { [key: string]: string | Tree }
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)))
const get = (tree: Tree, path: string) =>
  path.split('.').reduce<Tree | string>((node, k) => (node as Tree)[k], tree) as string
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()
const others = localeCodes.filter((c) => c !== 'en')

/**
 * i18next's plural forms (`kept.years_one`, `kept.years_other`): each language has English's
 * keys and those its grammar adds (Intl.PluralRules: Arabic's six; Japanese and Chinese use
 * only `_other`, and carry `_one` too so that every key English has exists in every language),
 * so a key with a plural suffix stands for its base, whose forms are checked as a set.
 */
const pluralSuffix = /_(zero|one|two|few|many|other)$/
const pluralCategories = (code: string) => [...new Intl.PluralRules(code).resolvedOptions().pluralCategories].sort()
/** The keys of a tree, plural forms named once by their base (`kept.years_*`). */
const entries = (tree: Tree) => [...new Set(keys(tree).map((k) => k.replace(pluralSuffix, '_*')))]
const formsOf = (tree: Tree, base: string) =>
  keys(tree)
    .filter((k) => k.replace(pluralSuffix, '_*') === base)
    .map((k) => pluralSuffix.exec(k)![1])
    .sort()

describe.each(namespaces)('interface translations: %s', (ns) => {
  const en = messages.en[ns] as unknown as Tree
  const english = entries(en)
  const plurals = english.filter((k) => k.endsWith('_*'))

  it('English has its own plural forms, one and other', () => {
    for (const base of plurals) expect(formsOf(en, base), base).toEqual(pluralCategories('en'))
  })

  it.each(others)('%s has every key English has, and no other', (code) => {
    const other = messages[code][ns] as unknown as Tree
    expect(english.filter((k) => !entries(other).includes(k))).toEqual([])
    expect(entries(other).filter((k) => !english.includes(k))).toEqual([])
    // A plural key in English's forms and every form the language has, and no other.
    const wanted = [...new Set([...pluralCategories('en'), ...pluralCategories(code)])].sort()
    for (const base of plurals) expect(formsOf(other, base), `${code} ${ns}:${base}`).toEqual(wanted)
  })

  it.each(others)('%s keeps the placeholders and translates the text', (code) => {
    const other = messages[code][ns] as unknown as Tree
    for (const key of keys(other)) {
      const plural = pluralSuffix.test(key)
      // A plural form is compared with English's `_other`; it may write its number in words ("two years").
      const english = get(en, plural ? key.replace(pluralSuffix, '_other') : key)
      const without = (names: string[]) => (plural ? names.filter((name) => name !== 'count') : names)
      expect(without(placeholders(get(other, key))), key).toEqual(without(placeholders(english)))
      expect(get(other, key).trim(), key).not.toBe('')
      // Whole sentences are never left in English.
      if (english.split(' ').length > 3) expect(get(other, key), `${code} ${ns}:${key}`).not.toBe(english)
    }
  })
})

describe('form validation messages', () => {
  const translatable = new Set(Object.values(messages.en.forms.errors))
  const errorsOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((i) => i.message) ?? []

  it('every message the visitor forms can show has a translation', () => {
    const shown = [
      ...errorsOf(contactSchema.safeParse({ name: 'a', email: 'x', subject: 'abc', message: 'short' })),
      ...errorsOf(
        contactSchema.safeParse({
          name: 'a'.repeat(101),
          email: 'x'.repeat(255),
          subject: 's'.repeat(201),
          message: 'm'.repeat(5001),
        }),
      ),
      ...errorsOf(contactSchema.safeParse({})),
      ...errorsOf(newsletterSchema.safeParse({ name: '', email: '', consent: false })),
      ...errorsOf(
        softwareRequestSchema.safeParse({
          name: '',
          email: '',
          organization: '',
          projectType: '',
          budget: '',
          timeline: '',
          requirements: 'short',
          additionalInfo: '',
        }),
      ),
      ...errorsOf(
        softwareRequestSchema.safeParse({
          organization: 'o'.repeat(201),
          requirements: 'r'.repeat(10001),
          additionalInfo: 'a'.repeat(5001),
        }),
      ),
    ]
    expect(shown.length).toBeGreaterThan(16)
    expect(shown.filter((m) => !translatable.has(m))).toEqual([])
  })

  it('the spec messages are word for word in English', () => {
    expect(messages.en.forms.errors).toMatchObject({
      nameMin: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      subjectMin: 'Subject must be at least 5 characters.',
      messageMin: 'Message must be at least 10 characters.',
      consent: 'You must agree to receive emails.',
      organization: 'Organization name is required.',
      projectType: 'Please select a project type.',
      budget: 'Please select a budget range.',
      timeline: 'Please select a timeline.',
      requirementsMin: 'Please provide detailed requirements (minimum 20 characters).',
    })
  })
})
