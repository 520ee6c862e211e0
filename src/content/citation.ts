import type { PublicationType } from './site-structure'

/** What a reference needs of a publication. */
export type Citable = {
  title: string
  authors: { name: string }[]
  year: number
  type: PublicationType
  /** The type's name in the reader's language, for APA's bracketed description. */
  typeLabel: string
  publisher: string
  doi?: string | null
  isbn?: string | null
  /** The publication's page, used when it has no DOI. */
  url: string
}

const honorifics = /^(dr|prof|professor|mr|mrs|ms|engr)\.?$/i

/** A name's parts without honorifics: `Dr. Tahmina Sultana` → ['Tahmina', 'Sultana']. */
const nameParts = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter((part) => part && !honorifics.test(part))

/** `Tahmina Sultana` → `Sultana, T.`; `R. Ahmed` → `Ahmed, R.`; a single name stays as it is. */
export function apaName(name: string): string {
  const parts = nameParts(name)
  if (parts.length < 2) return parts[0] ?? name.trim()
  const family = parts[parts.length - 1]
  const initials = parts
    .slice(0, -1)
    .map((given) =>
      given
        .split('-')
        .map((piece) => `${[...piece][0]?.toUpperCase() ?? ''}.`)
        .join('-'),
    )
    .join(' ')
  return `${family}, ${initials}`
}

/** APA's list of authors: `A`, `A, & B`, `A, B, & C`; past twenty, the first nineteen, …, the last. */
function apaAuthors(names: string[]): string {
  const formatted = names.map(apaName)
  if (formatted.length <= 1) return formatted[0] ?? ''
  if (formatted.length === 2) return `${formatted[0]}, & ${formatted[1]}`
  if (formatted.length > 20) return `${formatted.slice(0, 19).join(', ')}, … ${formatted[formatted.length - 1]}`
  return `${formatted.slice(0, -1).join(', ')}, & ${formatted[formatted.length - 1]}`
}

/** The DOI as a link (its braces and spaces percent-encoded, so the reference stays whole). */
const doiLink = ({ doi }: Pick<Citable, 'doi'>) => (doi ? encodeURI(`https://doi.org/${doi}`) : null)

const withPeriod = (text: string) => (/[.?!]$/.test(text) ? text : `${text}.`)

/** The reference in APA style (7th edition), as plain text. */
export function apaCitation(p: Citable): string {
  const link = doiLink(p) ?? p.url
  const title =
    p.type === 'journal-article' || p.type === 'book-chapter' ? withPeriod(p.title) : `${p.title} [${p.typeLabel}].`
  return `${withPeriod(apaAuthors(p.authors.map((a) => a.name)))} (${p.year}). ${title} ${withPeriod(p.publisher)} ${link}`
}

const bibtexTypes: Record<PublicationType, string> = {
  report: 'techreport',
  'policy-brief': 'techreport',
  'working-paper': 'techreport',
  'journal-article': 'article',
  'book-chapter': 'incollection',
  dataset: 'misc',
}

/** Braces and BibTeX's special characters escaped in a field's value. */
const bibtexEscapes: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
}
const bibtexText = (text: string) => text.replace(/[\\{}&%$#_~^]/g, (ch) => bibtexEscapes[ch] ?? `\\${ch}`)

/** BibTeX's author list: `Family, Given and Family, Given`. */
function bibtexAuthor(name: string): string {
  const parts = nameParts(name)
  return parts.length < 2
    ? bibtexText(parts[0] ?? name)
    : bibtexText(`${parts[parts.length - 1]}, ${parts.slice(0, -1).join(' ')}`)
}

/** `Sultana2025drinking`: the first author's family name, the year, the title's first long word (ASCII). */
export function bibtexKey(p: Pick<Citable, 'authors' | 'year' | 'title'>): string {
  const ascii = (text: string) => text.normalize('NFKD').replace(/[^A-Za-z0-9]/g, '')
  const family = ascii(nameParts(p.authors[0]?.name ?? '').at(-1) ?? '') || 'anon'
  const word =
    p.title
      .split(/\s+/)
      .map((w) => ascii(w).toLowerCase())
      .find((w) => w.length > 3) ?? ''
  return `${family}${p.year}${word}`
}

/** The reference as a BibTeX entry. */
export function bibtexCitation(p: Citable): string {
  const type = bibtexTypes[p.type]
  const fields: [string, string | null | undefined][] = [
    ['title', `{${bibtexText(p.title)}}`],
    ['author', p.authors.map((a) => bibtexAuthor(a.name)).join(' and ')],
    ['year', String(p.year)],
    [type === 'techreport' ? 'institution' : 'publisher', bibtexText(p.publisher)],
    ['type', type === 'techreport' ? bibtexText(p.typeLabel) : null],
    ['doi', p.doi ? bibtexText(p.doi) : null],
    ['isbn', p.isbn ? bibtexText(p.isbn) : null],
    ['url', doiLink(p) ?? p.url],
  ]
  const body = fields
    .filter((field): field is [string, string] => Boolean(field[1]))
    .map(([name, value]) => `  ${name} = {${value}}`)
    .join(',\n')
  return `@${type}{${bibtexKey(p)},\n${body}\n}`
}
