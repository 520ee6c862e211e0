import { z } from './zod'
import { localeCodes } from '../i18n/config'
import { clearable, messages as common, optionalHttpUrl, slug, text } from './common'
import { keyed, says } from './messages'
import { imageShape, recordId } from './shapes'

/*
 * The monthly newsletter's editions (docs/decisions/036): a subject, a preheader and a body of
 * blocks in each language, sent to the confirmed subscribers in their language (English where
 * theirs is empty) and then kept in the archive, /newsletter/<slug>.
 */

/**
 * Where a newsletter edition stands (docs/decisions/036): written as a `draft`, `scheduled` for a
 * time, `sending` (its messages are in the outbox), `sent` (none left), or `cancelled` while it
 * was being sent. Only `sending` and `sent` editions are public (the archive, the API).
 */
export const editionStatuses = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const
export type EditionStatus = (typeof editionStatuses)[number]

/** The statuses visitors may read. */
export const publicEditionStatuses = ['sending', 'sent'] as const satisfies readonly EditionStatus[]

/** The statuses in which an edition may still be changed. */
export const editableEditionStatuses = ['draft', 'scheduled'] as const satisfies readonly EditionStatus[]

/** Who gets an edition: every confirmed subscriber, or those of the languages chosen. */
export const editionAudiences = ['everyone', 'languages'] as const
export type EditionAudience = (typeof editionAudiences)[number]

/** The kinds of block an edition's body is made of, in each language. */
export const editionBlockTypes = ['text', 'image', 'button', 'featured'] as const
export type EditionBlockType = (typeof editionBlockTypes)[number]

/** What a featured block may bring in (its title, excerpt, image and link). */
export const featuredCollections = ['publications', 'news', 'content-items'] as const
export type FeaturedCollection = (typeof featuredCollections)[number]

export const editionSubject = z
  .string(says('admin:validation.subjectRequired'))
  .trim()
  .min(1, says('admin:validation.subjectRequired'))
  .max(200, says('admin:validation.subjectTooLong'))

/** The line a mail program shows after the subject. */
export const editionPreheader = text(200, says('admin:validation.preheaderTooLong'))

/** An image's alternative text or caption. */
export const editionAlt = text(300, says('admin:validation.altTooLong'))

export const editionButtonLabel = z
  .string(says('admin:validation.buttonLabel'))
  .trim()
  .min(1, says('admin:validation.buttonLabel'))
  .max(80, says('admin:validation.buttonLabel'))

/** A button's address: http(s) only (a mail is read far from the site). */
export const editionUrl = optionalHttpUrl.refine((value) => value !== '', common.url)

/** A text block's content: basic HTML (headings, paragraphs, lists, links), stored as rich text. */
export const editionHtml = text(100000, 'Must be at most 100000 characters.')

/** One block of an edition's body as the contract takes it. */
export const editionBlockInput = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('text'), html: editionHtml }),
    z.object({
      type: z.literal('image'),
      image: z.coerce.number(says('admin:validation.blockImage')).int().positive(says('admin:validation.blockImage')),
      alt: editionAlt.optional(),
      caption: editionAlt.optional(),
    }),
    z.object({ type: z.literal('button'), label: editionButtonLabel, url: editionUrl }),
    z.object({
      type: z.literal('featured'),
      kind: z.enum(featuredCollections, says('admin:validation.featuredItem')),
      id: z.coerce.number(says('admin:validation.featuredItem')).int().positive(says('admin:validation.featuredItem')),
    }),
  ],
  `Each block's type must be one of: ${editionBlockTypes.join(', ')}.`,
)
export type EditionBlockInput = z.infer<typeof editionBlockInput>

export const editionBody = z.array(editionBlockInput).max(60, says('admin:validation.bodyTooLong'))

const editionLanguages = z
  .array(z.enum(localeCodes, `Each language must be one of: ${localeCodes.join(', ')}.`))
  .max(localeCodes.length)

/** Who gets it: `languages` needs at least one language. */
const audienceRule = (value: { audience?: string; languages?: string[] }, ctx: z.RefinementCtx) => {
  if (value.audience === 'languages' && !value.languages?.length)
    ctx.addIssue(keyed('admin:validation.audienceLanguages', ['languages']))
}

/** An edition as the contract saves it in English (or first): the English subject is required. */
export const editionSchema = z
  .object({
    subject: editionSubject,
    preheader: editionPreheader.optional(),
    body: editionBody.optional(),
    slug: slug.optional(),
    audience: z.enum(editionAudiences, `Must be one of: ${editionAudiences.join(', ')}.`).optional(),
    languages: editionLanguages.optional(),
  })
  .superRefine(audienceRule)
export type EditionInput = z.infer<typeof editionSchema>

/** A change in another language: an empty subject clears that language's edition (its subscribers get English). */
export const editionTranslationSchema = z
  .object({
    subject: clearable(editionSubject).optional(),
    preheader: clearable(editionPreheader).optional(),
    body: editionBody.optional(),
    slug: slug.optional(),
    audience: z.enum(editionAudiences, `Must be one of: ${editionAudiences.join(', ')}.`).optional(),
    languages: editionLanguages.optional(),
  })
  .superRefine(audienceRule)

/** When to send: now (nothing given) or at a time to come (ISO 8601, with its offset). */
export const sendEditionSchema = z.object({
  at: z.iso
    .datetime({ offset: true, ...says('admin:validation.scheduleTime') })
    .refine((value) => Date.parse(value) > Date.now(), says('admin:validation.scheduleInPast'))
    .optional(),
})

/** A test send: to the signed-in administrator's address, in one language. */
export const testEditionSchema = z.object({
  locale: z.enum(localeCodes, `Must be one of: ${localeCodes.join(', ')}.`).optional(),
})

/** Editions on one page of the archive and of `/api/newsletters` without `limit`. */
export const editionPageSize = 12

/** One block of an edition as the contract and the archive show it, in one language. */
export const publicEditionBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), html: z.string().describe('Sanitised HTML') }),
  z.object({
    type: z.literal('image'),
    image: imageShape.nullable(),
    alt: z.string(),
    caption: z.string(),
    mediaId: recordId.optional().describe('Administrators only: the image in the media library'),
  }),
  z.object({ type: z.literal('button'), label: z.string(), url: z.string() }),
  z.object({
    type: z.literal('featured'),
    kind: z.enum(featuredCollections),
    id: recordId,
    title: z.string(),
    summary: z.string(),
    url: z.string().describe('Its page on the site'),
    image: imageShape.nullable(),
    shown: z
      .boolean()
      .optional()
      .describe(
        'Administrators only: whether visitors see the item (an item they cannot see is left out of the archive and the mail)',
      ),
  }),
])
export type PublicEditionBlock = z.infer<typeof publicEditionBlock>

/** The figures of a sending: kept with the edition once it ends, live while it runs. */
export const editionProgressShape = z.object({
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int().describe('Not sent: the subscription ended during the sending'),
  left: z.number().int(),
  inEnglish: z.number().int().describe('Recipients sent the English edition because theirs is empty'),
})
export type EditionProgress = z.infer<typeof editionProgressShape>

/** An edition as the contract and the archive show it, in one language (src/server/data/newsletters.ts). */
export const publicEditionSchema = z.object({
  id: recordId,
  slug: z.string(),
  url: z.string().describe('The archive page, /newsletter/{slug}'),
  language: z.enum(localeCodes).describe('The language shown: the one asked, or English where its edition is empty'),
  subject: z.string(),
  preheader: z.string(),
  body: z.array(publicEditionBlock),
  sentAt: z.string().nullable().describe('When the sending began'),
  status: z.enum(editionStatuses).describe('Visitors only ever see sending or sent'),
  audience: z.enum(editionAudiences).optional().describe('Administrators only'),
  languages: z.array(z.enum(localeCodes)).optional().describe("Administrators only: the audience's languages"),
  scheduledFor: z.string().nullable().optional().describe('Administrators only: when a scheduled edition goes out'),
  translated: z
    .array(z.enum(localeCodes))
    .optional()
    .describe('Administrators only: the languages whose edition is written (the others get English)'),
  totals: editionProgressShape.nullable().optional().describe('Administrators only: the figures of the sending'),
  updatedAt: z.string(),
})
export type PublicEdition = z.infer<typeof publicEditionSchema>

/** How many subscribers an edition would reach now, by language. */
export const editionAudienceSchema = z.object({
  total: z.number().int(),
  inEnglish: z.number().int().describe('Of them, those who get English because their language has no edition'),
  languages: z.array(
    z.object({
      locale: z.enum(localeCodes),
      subscribers: z.number().int(),
      sentIn: z.enum(localeCodes).describe('The language they get: theirs, or English'),
    }),
  ),
})
export type EditionAudienceCounts = z.infer<typeof editionAudienceSchema>

/** An edition's e-mail in one language, as the back office previews it. */
export const editionMailPreviewSchema = z.object({
  language: z.enum(localeCodes).describe('The language shown: the one asked, or English where its edition is empty'),
  subject: z.string(),
  html: z.string().describe('The HTML part, as mail programs get it'),
  text: z.string().describe('The plain-text part'),
})
export type EditionMailPreview = z.infer<typeof editionMailPreviewSchema>
