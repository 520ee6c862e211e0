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

describe.each(namespaces)('interface translations: %s', (ns) => {
  const en = messages.en[ns] as unknown as Tree
  const english = keys(en)

  it.each(others)('%s has every key English has, and no other', (code) => {
    const other = messages[code][ns] as unknown as Tree
    expect(english.filter((k) => !keys(other).includes(k))).toEqual([])
    expect(keys(other).filter((k) => !english.includes(k))).toEqual([])
  })

  it.each(others)('%s keeps the placeholders and translates the text', (code) => {
    const other = messages[code][ns] as unknown as Tree
    for (const key of english) {
      expect(placeholders(get(other, key)), key).toEqual(placeholders(get(en, key)))
      expect(get(other, key).trim(), key).not.toBe('')
      // Whole sentences are never left in English.
      if (get(en, key).split(' ').length > 3) expect(get(other, key), `${code} ${ns}:${key}`).not.toBe(get(en, key))
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
