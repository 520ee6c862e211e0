import { describe, expect, it } from 'vitest'
import { localeCodes } from '../../src/i18n/config'
import { messages } from '../../src/i18n/messages'

type Tree = { [key: string]: string | Tree }
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)))
const get = (tree: Tree, path: string) => path.split('.').reduce<Tree | string>((node, k) => (node as Tree)[k], tree) as string
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('interface translations', () => {
  const en = messages.en.common as unknown as Tree
  const english = keys(en)

  it.each(localeCodes.filter((c) => c !== 'en'))('%s has every key English has, and no other', (code) => {
    const other = messages[code].common as unknown as Tree
    expect(english.filter((k) => !keys(other).includes(k))).toEqual([])
    expect(keys(other).filter((k) => !english.includes(k))).toEqual([])
  })

  it.each(localeCodes.filter((c) => c !== 'en'))('%s keeps the placeholders and translates the text', (code) => {
    const other = messages[code].common as unknown as Tree
    for (const key of english) {
      expect(placeholders(get(other, key)), key).toEqual(placeholders(get(en, key)))
      expect(get(other, key).trim(), key).not.toBe('')
    }
    // Whole sentences are never left in English.
    for (const key of ['hero.description', 'footer.about', 'notFound.hint', 'sections.comingSoon']) {
      expect(get(other, key), `${code} ${key}`).not.toBe(get(en, key))
    }
  })
})
