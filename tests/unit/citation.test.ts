import { describe, expect, it } from 'vitest'
import { apaCitation, apaName, bibtexCitation, bibtexKey, type Citable } from '../../src/content/citation'
import { slugify } from '../../src/core/fields/unique-slug'
import {
  isIsbn,
  publicationFilterNames,
  publicationFilters,
  publicationFormSchema,
  publicationFields,
  publicationTexts,
  type PublicationText,
} from '../../src/schemas/publication'
import { emptyTranslations } from '../../src/schemas/localized'

const report: Citable = {
  title: 'Drinking-Water Salinity and Household Coping Strategies',
  authors: [{ name: 'Dr. Tahmina Sultana' }, { name: 'R. Ahmed' }, { name: 'Jean-Luc Moreau' }],
  year: 2025,
  type: 'report',
  typeLabel: 'Report',
  publisher: 'Climate & Humanitarian Research',
  url: 'https://example.org/publications/salinity',
}

describe('citations', () => {
  it('writes APA names: family name, then initials, without honorifics', () => {
    expect(apaName('Dr. Tahmina Sultana')).toBe('Sultana, T.')
    expect(apaName('Ayesha Siddiqa Rahmān')).toBe('Rahmān, A. S.')
    expect(apaName('Jean-Luc Moreau')).toBe('Moreau, J.-L.')
    expect(apaName('Plato')).toBe('Plato')
  })

  it('writes an APA reference with the type in brackets and the page when there is no DOI', () => {
    expect(apaCitation(report)).toBe(
      'Sultana, T., Ahmed, R., & Moreau, J.-L. (2025). Drinking-Water Salinity and Household Coping Strategies [Report]. Climate & Humanitarian Research. https://example.org/publications/salinity',
    )
    expect(
      apaCitation({
        ...report,
        authors: [{ name: 'R. Ahmed' }, { name: 'S. Khatun' }],
        type: 'journal-article',
        doi: '10.5555/x.1',
      }),
    ).toBe(
      'Ahmed, R., & Khatun, S. (2025). Drinking-Water Salinity and Household Coping Strategies. Climate & Humanitarian Research. https://doi.org/10.5555/x.1',
    )
  })

  it('writes a BibTeX entry of the right type, with its special characters escaped', () => {
    expect(bibtexKey(report)).toBe('Sultana2025drinkingwater')
    expect(bibtexCitation(report)).toBe(
      [
        '@techreport{Sultana2025drinkingwater,',
        '  title = {{Drinking-Water Salinity and Household Coping Strategies}},',
        '  author = {Sultana, Tahmina and Ahmed, R. and Moreau, Jean-Luc},',
        '  year = {2025},',
        '  institution = {Climate \\& Humanitarian Research},',
        '  type = {Report},',
        '  url = {https://example.org/publications/salinity}',
        '}',
      ].join('\n'),
    )
    const data = bibtexCitation({
      ...report,
      type: 'dataset',
      title: '100% of {rain}_data',
      doi: '10.5555/d_1',
      isbn: '978-3-16-148410-0',
    })
    expect(data).toMatch(/^@misc\{/)
    expect(data).toContain('title = {{100\\% of \\{rain\\}\\_data}}')
    expect(data).toContain('publisher = {Climate \\& Humanitarian Research}')
    expect(data).toContain('doi = {10.5555/d\\_1}')
    expect(data).toContain('url = {https://doi.org/10.5555/d_1}')
    const odd = bibtexCitation({ ...report, title: 'C:\\data {raw}', doi: '10.5555/a}b' })
    expect(odd).toContain('title = {{C:\\textbackslash{}data \\{raw\\}}}')
    expect(odd).toContain('url = {https://doi.org/10.5555/a%7Db}')
  })
})

describe('publication fields', () => {
  it('names the same filters in the address, the contract and the schema', () => {
    expect(publicationFilters.keyof().options).toEqual([...publicationFilterNames])
  })

  it('checks ISBN-10 and ISBN-13 check digits', () => {
    expect(isIsbn('978-3-16-148410-0')).toBe(true)
    expect(isIsbn('978-3-16-148410-1')).toBe(false)
    expect(isIsbn('0-306-40615-2')).toBe(true)
    expect(isIsbn('0 8044 2957 X')).toBe(true)
    expect(isIsbn('12345')).toBe(false)
  })

  it('makes an address from a title: Latin letters and digits, cut between words', () => {
    // At most 61 characters, so that `-2` ... `-99` keep it within a slug's 64.
    expect(slugify('Heat Stress and Outdoor Work in Dhaka: Exposure, Health & Adaptation')).toBe(
      'heat-stress-and-outdoor-work-in-dhaka-exposure-health',
    )
    expect(slugify('Salinité de l’eau potable')).toBe('salinite-de-l-eau-potable')
    expect(slugify('ঢাকায় তাপজনিত চাপ')).toBe('')
    expect(slugify('a '.repeat(60)).length).toBeLessThanOrEqual(61)
    expect(slugify('x'.repeat(100))).toHaveLength(61)
  })

  it("turns the back office's form into the contract's fields", () => {
    const noTexts = Object.fromEntries(publicationTexts.map((name) => [name, ''])) as Record<PublicationText, string>
    const values = publicationFormSchema.parse({
      authors: [
        { name: 'R. Ahmed', member: '' },
        { name: 'Tahmina Sultana', member: '12' },
      ],
      year: 2025,
      type: 'report',
      themes: ['health'],
      documentLanguages: 'en, BN',
      doi: '',
      isbn: '',
      licence: 'CC BY 4.0',
      externalUrl: '',
      slug: '',
      featured: false,
      isActive: true,
      // Every text of the list empty, the English title filled.
      texts: { ...emptyTranslations(noTexts), en: { ...noTexts, title: 'Salinity' } },
    })
    expect(publicationFields(values)).toMatchObject({
      authors: [
        { name: 'R. Ahmed', member: null },
        { name: 'Tahmina Sultana', member: 12 },
      ],
      documentLanguages: ['en', 'bn'],
      slug: undefined,
    })
    const bad = publicationFormSchema.safeParse({ ...values, type: '', documentLanguages: 'english', authors: [] })
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['authors', 'Add at least one author.'],
      ['type', 'Choose the type of publication.'],
      ['documentLanguages', 'Use ISO language codes separated by commas, such as en, bn.'],
    ])
  })
})
