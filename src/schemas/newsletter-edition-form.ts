import { z } from './zod'
import { localeCodes, type LocaleCode } from '../i18n/config'
import { slug } from './common'
import { keyed, says } from './messages'
import {
  editionAlt,
  editionAudiences,
  editionButtonLabel,
  editionHtml,
  editionPreheader,
  editionSubject,
  editionUrl,
  featuredCollections,
  type EditionBlockInput,
} from './newsletter-edition'

/*
 * The back office's newsletter form (src/admin/newsletters): the shared fields once, and in each
 * language a subject, a preheader and a body of blocks. The rules are the contract's
 * (newsletter-edition.ts); the screen turns the values into its fields (`editionFields`).
 */

const emptyOr = <S extends z.ZodType>(schema: S) => z.union([z.literal(''), schema])

/** A record id typed or chosen in a select: digits. */
const idField = (key: 'admin:validation.blockImage' | 'admin:validation.featuredItem') =>
  z.string(says(key)).regex(/^\d+$/, says(key))

/** One block as the form holds it (ids as the selects' strings). */
export const editionBlockForm = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), html: editionHtml }),
  z.object({
    type: z.literal('image'),
    image: idField('admin:validation.blockImage'),
    alt: editionAlt,
    caption: editionAlt,
  }),
  z.object({ type: z.literal('button'), label: editionButtonLabel, url: editionUrl }),
  z.object({
    type: z.literal('featured'),
    kind: z.enum(featuredCollections, says('admin:validation.featuredItem')),
    id: idField('admin:validation.featuredItem'),
  }),
])
export type EditionBlockFormValues = z.input<typeof editionBlockForm>

const body = z.array(editionBlockForm).max(60, says('admin:validation.bodyTooLong'))

/** English: a subject is required. */
const english = z.object({ subject: editionSubject, preheader: editionPreheader, body })

/** Another language: empty, it has no edition of its own (its readers get English). */
const other = z.object({
  subject: z.string().trim().max(200, says('admin:validation.subjectTooLong')),
  preheader: editionPreheader,
  body,
})

/** Whether a language's part of the form holds anything. */
export const hasEdition = (edition: { subject: string; preheader: string; body: unknown[] } | undefined) =>
  Boolean(edition && (edition.subject.trim() || edition.preheader.trim() || edition.body.length))

export const editionFormSchema = z
  .object({
    slug: emptyOr(slug),
    audience: z.enum(editionAudiences),
    languages: z.array(z.enum(localeCodes)),
    editions: z.object(
      Object.fromEntries(localeCodes.map((code) => [code, code === 'en' ? english : other])) as Record<
        LocaleCode,
        typeof other
      >,
    ),
  })
  .superRefine((values, ctx) => {
    if (values.audience === 'languages' && values.languages.length === 0)
      ctx.addIssue(keyed('admin:validation.audienceLanguages', ['languages']))
    // A language with blocks or a preheader but no subject would silently go out in English.
    for (const code of localeCodes) {
      const edition = values.editions[code]
      if (code !== 'en' && !edition.subject && hasEdition(edition))
        ctx.addIssue(keyed('admin:validation.subjectRequired', ['editions', code, 'subject']))
    }
  })
export type EditionFormValues = z.input<typeof editionFormSchema>
export type EditionFormOutput = z.output<typeof editionFormSchema>
export type EditionLanguageValues = EditionFormValues['editions'][LocaleCode]

/** An empty language: a subject, a preheader and no blocks. */
export const blankEditionLanguage = (): EditionLanguageValues => ({ subject: '', preheader: '', body: [] })

/** A new edition's form: every subscriber, no text yet. */
export const blankEditionForm = (): EditionFormValues => ({
  slug: '',
  audience: 'everyone',
  languages: [],
  editions: Object.fromEntries(localeCodes.map((code) => [code, blankEditionLanguage()])) as Record<
    LocaleCode,
    EditionLanguageValues
  >,
})

/** A block of the form as the contract takes it. */
export function blockInput(block: z.output<typeof editionBlockForm>): EditionBlockInput {
  switch (block.type) {
    case 'text':
      return { type: 'text', html: block.html }
    case 'image':
      return { type: 'image', image: Number(block.image), alt: block.alt, caption: block.caption }
    case 'button':
      return { type: 'button', label: block.label, url: block.url }
    case 'featured':
      return { type: 'featured', kind: block.kind, id: Number(block.id) }
  }
}

/**
 * One language's fields as the contract's POST or PUT takes them; with `shared`, the fields every
 * language has (the address and the audience) too. An empty subject clears that language.
 */
export function editionFields(values: EditionFormOutput, code: LocaleCode, shared = false) {
  const edition = values.editions[code]
  return {
    subject: edition.subject,
    preheader: edition.preheader,
    body: edition.body.map(blockInput),
    ...(shared
      ? {
          slug: values.slug || undefined,
          audience: values.audience,
          languages: values.audience === 'languages' ? values.languages : [],
        }
      : {}),
  }
}
