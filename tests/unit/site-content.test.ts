import { describe, expect, it } from 'vitest'
import { siteContent } from '../../src/content'
import { iconNames } from '../../src/content/icon-names'
import { tabSections } from '../../src/content/site-structure'
import { localeCodes } from '../../src/i18n/config'
import { seedPublications } from '../../src/seed/data'

type Node = string | boolean | Node[] | { [key: string]: Node }

/** Every leaf of a content tree with its path; arrays keep their indexes, so lengths must match. */
const leaves = (node: Node, path = ''): [string, string | boolean][] => {
  if (typeof node === 'string' || typeof node === 'boolean') return [[path, node]]
  if (Array.isArray(node)) return node.flatMap((child, i) => leaves(child, `${path}[${i}]`))
  return Object.entries(node).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key))
}

const en = siteContent('en')
const english = new Map(leaves(en as unknown as Node))
const fixed = (path: string) => /\.(id|icon|fullWidth)$/.test(path)

describe('static content', () => {
  it.each(localeCodes.filter((c) => c !== 'en'))(
    '%s has the same structure as English, with the same ids and icons, and is translated',
    (code) => {
      const other = new Map(leaves(siteContent(code) as unknown as Node))
      expect([...other.keys()]).toEqual([...english.keys()])
      const untranslated: string[] = []
      for (const [path, value] of english) {
        if (fixed(path)) expect(other.get(path), path).toBe(value)
        else if (typeof value === 'string' && value.split(' ').length > 3 && other.get(path) === value)
          untranslated.push(path)
        if (typeof value === 'string' && value.includes('{{email}}'))
          expect(other.get(path), path).toContain('{{email}}')
      }
      expect(untranslated).toEqual([])
    },
  )

  it('names only icons the site can draw', () => {
    for (const [path, value] of english) if (path.endsWith('.icon')) expect(iconNames, path).toContain(value)
  })

  it('follows the spec: seven programmes announced, eight listed, one per programme section', () => {
    expect(en.programmes.intro).toMatch(/seven programmes/)
    expect(en.programmes.list.map((p) => p.id)).toEqual([...tabSections.programmes])
    expect(en.programmes.focusAreasTitle).toBe('Focus Areas')
    for (const p of en.programmes.list.filter((p) => p.id !== 'software-development'))
      expect(p.focusAreas.length).toBeGreaterThan(2)
  })

  it('follows the spec: mission, partners, process, principles, publications, capacity lists, internships', () => {
    expect(en.about.mission.points).toHaveLength(4)
    expect(en.about.partners.categories.map((c) => c.title)).toEqual([
      'Government',
      'UN & Multilaterals',
      'Academic & Research',
      'NGOs & CBOs',
      'Private Sector',
    ])
    expect(en.policy.process.steps.map((s) => s.title)).toEqual(['Assessment', 'Consultation', 'Development'])
    expect(en.policy.areas.list.some((a) => a.fullWidth)).toBe(true)
    expect(en.project.approach.principles.map((p) => p.title)).toEqual([
      'Technical Excellence',
      'Data-Driven Decision Making',
      'Community-Centered',
      'Results-Oriented',
    ])
    // The three sample publications are seed records now, in every language (src/seed/data.ts).
    expect(seedPublications.map((p) => Object.keys(p.title).length)).toEqual([7, 7, 7])
    expect(seedPublications.map((p) => Object.keys(p.abstract).length)).toEqual([7, 7, 7])
    expect(en.capacity.blocks.map((b) => [b.id, b.listTitle])).toEqual([
      ['training', 'Featured Courses'],
      ['academic', 'Current Partnerships'],
      ['community', 'Flagship Programs'],
      ['exchange', 'Upcoming Events'],
    ])
    const durations = Object.fromEntries(en.join.internships.types.map((t) => [t.title, t.duration]))
    expect(durations['Climate & Data Fellowship']).toBe('6 to 12 months')
    expect(
      Object.entries(durations)
        .filter(([title]) => title !== 'Climate & Data Fellowship')
        .map(([, d]) => d),
    ).toEqual(['3 to 6 months', '3 to 6 months', '3 to 6 months'])
    expect(en.join.internships.apply).toMatch(/resume.*transcript.*500-word proposal/i)
    expect(en.join.careers.apply).toMatch(/position.*subject|subject.*position/i)
  })
})
