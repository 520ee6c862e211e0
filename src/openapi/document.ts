import { z } from 'zod'
import { memberTypes, photoCategories, publicationThemes, tabIds } from '../content/site-structure'
import { localeCodes } from '../i18n/config'
import { feedFormats } from '../i18n/feeds'
import {
  eventSchema,
  eventTranslationSchema,
  eventWhen,
  publicEventSchema,
  publicRegistrationSchema,
  registrationAnswerSchema,
  registrationChangeSchema,
  registrationSchema,
} from '../schemas/event'
import { adminUserSchema, publicAdminUserSchema } from '../schemas/admin-user'
import { contactSchema } from '../schemas/contact'
import { failureSchema } from '../schemas/errors'
import { maxReachDays, reachBreakdowns, reachReportSchema } from '../schemas/reach'
import { contentItemSchema, contentItemTranslationSchema, publicContentItemSchema } from '../schemas/content-item'
import { loginSchema } from '../schemas/login'
import { memberSchema, memberTranslationSchema, publicMemberSchema } from '../schemas/member'
import { memberBioSchema, publicBioSchema } from '../schemas/member-bio'
import { newsletterSchema } from '../schemas/newsletter'
import {
  editionAudienceSchema,
  editionMailPreviewSchema,
  editionPageSize,
  editionSchema,
  editionTranslationSchema,
  publicEditionSchema,
  sendEditionSchema,
  testEditionSchema,
} from '../schemas/newsletter-edition'
import {
  confirmTotpSchema,
  enrolSchema,
  loginStepSchema,
  passkeyLoginSchema,
  passkeyOptionsAnswerSchema,
  passkeyOptionsSchema,
  recoveryCodesSchema,
  registerPasskeySchema,
  secondStepSchema,
  sessionSchema,
  totpEnrolmentSchema,
  twoStepStatusSchema,
} from '../schemas/two-step'
import { forgotPasswordSchema, resetPasswordSchema } from '../schemas/password-reset'
import { photoSchema, publicPhotoSchema } from '../schemas/photo'
import {
  maxPdfBytes,
  publicationFilters,
  publicationSchema,
  publicPublicationSchema,
  publicationTranslationSchema,
} from '../schemas/publication'
import { newsFilters, newsSchema, newsTranslationSchema, publicNewsSchema } from '../schemas/news'
import { draftFormCollections, publicScheduleSchema, scheduleSchema } from '../schemas/schedule'
import { searchQuery, searchResultSchema } from '../schemas/search'
import { softwareRequestSchema } from '../schemas/software-request'
import { publicSubmenuSchema, submenuSchema, submenuTranslationSchema } from '../schemas/submenu'
import { defaultPageLimit, maxPageLimit } from '../schemas/paging'
import { oaiArguments, oaiPageSize } from '../schemas/oai'

/**
 * The contract under /api (and the OAI-PMH repository at /oai, which answers XML), described
 * once from the same zod schemas the routes and forms use, and published as OpenAPI 3.1 at
 * /api/openapi.json. A test fails when a route exists that this list does not describe, or the
 * other way round.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
type Auth = 'public' | 'admin' | 'optional'

export type Operation = {
  method: Method
  path: string
  summary: string
  tag: string
  auth: Auth
  query?: Record<string, { schema: z.ZodType; description: string }>
  /** `form`: RFC 8058's form-encoded (or multipart) body instead of JSON; `urlencoded`: form-encoded only. */
  body?: { schema: z.ZodType; multipart?: boolean | 'only'; form?: boolean | 'urlencoded'; description?: string }
  success:
    /** `alsoMedia`: other forms the same answer may take when asked (a CSV file). */
    | {
        status: 200 | 201
        data: z.ZodType
        description: string
        alsoMedia?: string[]
        /** Another success the same call may answer (POST /api/login's 202: one more step needed). */
        also?: { status: 202; data: z.ZodType; description: string }
      }
    | { status: 303; redirect: true; description: string }
    /** The body as it is, outside the `{ success, data }` envelope (this document itself). */
    | { status: 200; raw: z.ZodType; description: string }
    /** A document that is not JSON (a feed, a calendar, XML): each media type it comes as. */
    | { status: 200; media: string[]; description: string }
  errors: number[]
  /** A browser's navigation is answered 303 to this page instead (what the 303's description says). */
  seeOther?: string
  /**
   * A list that also answers one page at a time (`page`, `limit`, and `meta` beside `data`);
   * `always`: a list that always answers one page, with `meta`.
   */
  paged?: true | 'always'
}

const draft = {
  schema: z.enum(['true', 'false']),
  description:
    '`true`: save as a draft, which the public site and every public read leave out until it is published (a later write without `draft` publishes it, with every language of the draft). Default `false`: published at once.',
}
const locale = {
  schema: z.enum(localeCodes as [string, ...string[]]),
  description: 'Language of localised text (default en; missing text falls back to English).',
}
const id = z.number().int().positive()

// Paged lists (src/server/request.ts pagingFrom): the same limits the routes apply.
const paging = {
  page: {
    schema: z.number().int().min(1),
    description:
      'Page number, from 1. With `page` or `limit` the answer is one page and carries `meta`; without both, the whole list (as before).',
  },
  limit: {
    schema: z.number().int().min(1).max(maxPageLimit),
    description: `Items per page (default ${defaultPageLimit}, at most ${maxPageLimit}).`,
  },
}
const pageMeta = z.object({
  total: z.number().int().describe('Items in the whole list'),
  page: z.number().int(),
  pages: z.number().int().describe('Pages in the whole list (at least 1)'),
})

const publication = publicPublicationSchema
const contentItem = publicContentItemSchema
const submenu = publicSubmenuSchema
const member = publicMemberSchema
const bio = publicBioSchema
const user = publicAdminUserSchema
const loggedIn = z.object({ token: z.string(), exp: z.number().optional(), user })
const photo = publicPhotoSchema
const searchResult = searchResultSchema
const schedule = publicScheduleSchema
const publicationQuery = {
  year: { schema: publicationFilters.shape.year, description: 'Only this year.' },
  type: { schema: publicationFilters.shape.type, description: 'Only this type.' },
  theme: { schema: publicationFilters.shape.theme, description: 'Only publications with this theme (a programme).' },
  q: {
    schema: publicationFilters.shape.q,
    description: "Words found in the title, the abstract (in the language asked, or English) or an author's name.",
  },
}
const publicationFields = (schema: z.ZodObject) =>
  schema.extend({
    file: z
      .string()
      .describe(
        `The PDF (at most ${maxPdfBytes / 1024 / 1024} MB; its bytes must be a PDF). A picture of its first page is made from it.`,
      ),
  })
const publicationTexts = `${'Saved in the language of `?locale=`; in a multipart form, `authors`, `themes` and `documentLanguages` are JSON text. '}In a language other than English, an empty title or abstract clears that translation and the English text is shown instead.`
const news = publicNewsSchema
const edition = publicEditionSchema
const editionTexts =
  "Saved in the language of `?locale=`. `body` is a list of blocks: `text` (basic HTML, converted to rich text, anything unsafe removed), `image` (a media id, its `alt` and `caption`), `button` (`label`, an http(s) `url`) and `featured` (a publication, news story or content item by `kind` and `id`, shown with its title, excerpt, image and link). In a language other than English, an empty subject clears that language's edition: its subscribers get English."
const newsQuery = {
  programme: { schema: newsFilters.shape.programme, description: 'Only stories about this programme.' },
  year: { schema: newsFilters.shape.year, description: 'Only stories published in this year.' },
}
const newsTexts = `${'Saved in the language of `?locale=`; `body` is basic HTML (converted to rich text, anything unsafe removed); in a multipart form, `authors` and `programmes` are JSON text and the cover image is `image`. '}In a language other than English, an empty text clears that translation and the English text is shown instead.`
const received = z.object({ receivedAt: z.string() })
const deleted = z.object({ id })
const eventTextsNote =
  'Title (required in English), summary, description and venue are in the language of `locale`; the other fields are the same in every language.'
const honeypot = {
  website: z
    .string()
    .optional()
    .describe('Leave empty. A filled value is treated as a bot: the call succeeds and nothing is stored.'),
}
const withFile = (schema: z.ZodObject) =>
  schema.extend({ image: z.string().describe('The image file (JPEG, PNG, WebP, GIF or AVIF; at most 10 MB).') })

/** Decision 002: English is required, another language may be emptied and then shows English. */
const clears = (fields: string) =>
  `Saved in the language of \`?locale=\`. In a language other than English, an empty ("" or null) ${fields} clears that translation and the English text is shown instead; in English it is required.`
const bioTexts =
  'Saved in the language of `?locale=`. `bio`, `education`, `experience` and `achievements` are optional: an empty one ("" or null) clears it in that language, and a language other than English then shows the English text.'

const visitorPost = (path: string, summary: string, schema: z.ZodObject, tag: string): Operation => ({
  method: 'post',
  path,
  summary,
  tag,
  auth: 'public',
  body: { schema: schema.extend(honeypot) },
  success: { status: 201, data: received, description: 'Stored.' },
  errors: [400, 413, 415, 429],
})

export const operations: Operation[] = [
  visitorPost('/api/contact', 'Send a contact message', contactSchema, 'Visitors'),
  {
    ...visitorPost(
      '/api/newsletter',
      'Subscribe to the monthly newsletter: stored pending, then confirmed by the link it e-mails (double opt-in)',
      newsletterSchema,
      'Visitors',
    ),
    query: {
      locale: {
        ...locale,
        description:
          'Language of the confirmation mail; without it the `locale` cookie, then Accept-Language, then English.',
      },
    },
    errors: [400, 413, 415, 429],
  },
  {
    method: 'post',
    path: '/api/newsletter/confirm',
    summary:
      "Confirm a subscription: the button of the confirmation mail's page (`/newsletter/confirm?token=`); opening that page (GET) changes nothing",
    tag: 'Visitors',
    auth: 'public',
    query: { token: { schema: z.string(), description: "The subscriber's confirmation token, from the mail's link." } },
    body: {
      schema: z.object({}),
      form: true,
      description:
        "No fields are read. Confirms a subscription whose link was sent in the last 7 days (again: the same answer). A browser navigation (the page's button) is answered 303 to that page instead.",
    },
    success: { status: 200, data: z.object({ subscription: z.literal('confirmed') }), description: 'Confirmed.' },
    seeOther: 'A browser navigation, whatever the outcome: to `/newsletter/confirm?token=...`, the page that tells it.',
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/newsletter/unsubscribe',
    summary: "One-click unsubscribe (RFC 8058): the URL of every newsletter mail's List-Unsubscribe header",
    tag: 'Visitors',
    auth: 'public',
    query: { token: { schema: z.string(), description: "The subscriber's unsubscribe token, from the mail's link." } },
    body: {
      schema: z.object({ 'List-Unsubscribe': z.literal('One-Click') }),
      form: true,
      description:
        "Sets the subscription to `unsubscribed` at once (again: the same answer) and mails one notice. A browser navigation (the unsubscribe page's button) is answered 303 to that page instead.",
    },
    success: { status: 200, data: z.object({ subscription: z.literal('unsubscribed') }), description: 'Unsubscribed.' },
    seeOther:
      'A browser navigation, whatever the outcome: to `/newsletter/unsubscribe?token=...`, the page that tells it.',
    errors: [400, 404, 413, 415],
  },
  {
    method: 'get',
    path: '/api/newsletter/unsubscribe',
    summary:
      'A person who opens the one-click address: sent to the unsubscribe page, whose button unsubscribes; a GET changes nothing',
    tag: 'Visitors',
    auth: 'public',
    query: { token: { schema: z.string(), description: "The subscriber's unsubscribe token, from the mail's link." } },
    success: {
      status: 303,
      redirect: true,
      description: 'To `/newsletter/unsubscribe?token=...`, the page with the confirm button.',
    },
    errors: [400],
  },
  visitorPost('/api/software-requirements', 'Request software development', softwareRequestSchema, 'Visitors'),
  {
    method: 'post',
    path: '/api/login',
    summary: 'Log in as an administrator; also sets the HttpOnly session cookie',
    tag: 'Auth',
    auth: 'public',
    body: { schema: loginSchema },
    success: {
      status: 200,
      data: loggedIn,
      description: 'Logged in (an account without two-step login).',
      also: {
        status: 202,
        data: loginStepSchema,
        description:
          'The password was right, and the login needs one more step: no token yet. An account with two-step login completes it with POST /api/login/second-step; one the site sends to set it up, with the enrolment calls under /api/two-step and this `ticket`.',
      },
    },
    errors: [400, 401, 413, 415, 429],
  },
  {
    method: 'post',
    path: '/api/login/second-step',
    summary:
      "Complete a login's second step: an authenticator code (a code is accepted once, within one 30-second step of drift), a recovery code (once each), or a passkey's answer; wrong ones are throttled like passwords",
    tag: 'Auth',
    auth: 'public',
    body: {
      schema: secondStepSchema,
      description:
        "`ticket` from the 202 of POST /api/login, and either `code` (six digits, or a recovery code) or `passkey` (`challenge` from POST /api/login/passkey-options with the ticket, and the browser's `response`).",
    },
    success: { status: 200, data: loggedIn, description: 'Logged in: as POST /api/login, with the session cookie.' },
    errors: [400, 401, 413, 415, 429],
  },
  {
    method: 'post',
    path: '/api/login/passkey-options',
    summary:
      "A WebAuthn challenge: with `ticket`, for the second step (the account's passkeys); without, for a login with a passkey alone",
    tag: 'Auth',
    auth: 'public',
    body: { schema: passkeyOptionsSchema },
    success: { status: 200, data: passkeyOptionsAnswerSchema, description: 'Options for navigator.credentials.get.' },
    errors: [400, 401, 404, 413, 415],
  },
  {
    method: 'post',
    path: '/api/login/passkey',
    summary: 'Log in with a passkey alone (one that checks its owner: a PIN or biometrics)',
    tag: 'Auth',
    auth: 'public',
    body: { schema: passkeyLoginSchema },
    success: { status: 200, data: loggedIn, description: 'Logged in: as POST /api/login, with the session cookie.' },
    errors: [400, 401, 404, 413, 415, 429],
  },
  {
    method: 'get',
    path: '/api/two-step',
    summary: "The administrator's own two-step login: authenticator app, passkeys, recovery codes left",
    tag: 'Two-step login',
    auth: 'admin',
    success: { status: 200, data: twoStepStatusSchema, description: 'Its state.' },
    errors: [401],
  },
  {
    method: 'post',
    path: '/api/two-step/totp',
    summary:
      'Begin setting up an authenticator app: a new key and its QR code, not in use until confirmed. With an enrolment `ticket` instead of a session, for an account the site sends to set it up',
    tag: 'Two-step login',
    auth: 'optional',
    body: { schema: enrolSchema },
    success: { status: 201, data: totpEnrolmentSchema, description: 'The key to add to an app.' },
    errors: [400, 401, 403, 409, 413, 415],
  },
  {
    method: 'delete',
    path: '/api/two-step/totp',
    summary: "Remove the administrator's authenticator app; their other sessions end",
    tag: 'Two-step login',
    auth: 'admin',
    success: { status: 200, data: z.object({ removed: z.literal(true) }), description: 'Removed.' },
    errors: [401, 403, 404],
  },
  {
    method: 'post',
    path: '/api/two-step/totp/confirm',
    summary:
      'Turn the authenticator app on with a code it shows; the first factor brings ten recovery codes, and the other sessions end. With an enrolment `ticket`, this completes the login',
    tag: 'Two-step login',
    auth: 'optional',
    body: { schema: confirmTotpSchema },
    success: {
      status: 201,
      data: z.object({ recoveryCodes: recoveryCodesSchema.nullable() }),
      description:
        'On, with the recovery codes when it is the first factor. Through a ticket the answer is 201 too, and also carries `token`, `exp` and `user` (and the session cookie).',
    },
    errors: [400, 401, 403, 413, 415, 429],
  },
  {
    method: 'post',
    path: '/api/two-step/passkeys/options',
    summary: 'A WebAuthn challenge to register a new passkey (session or enrolment `ticket`)',
    tag: 'Two-step login',
    auth: 'optional',
    body: { schema: enrolSchema },
    success: {
      status: 200,
      data: passkeyOptionsAnswerSchema,
      description: 'Options for navigator.credentials.create.',
    },
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'post',
    path: '/api/two-step/passkeys',
    summary:
      'Keep the passkey the browser made for the challenge; the first factor brings ten recovery codes, and the other sessions end. With an enrolment `ticket`, this completes the login',
    tag: 'Two-step login',
    auth: 'optional',
    body: { schema: registerPasskeySchema },
    success: {
      status: 201,
      data: z.object({ recoveryCodes: recoveryCodesSchema.nullable() }),
      description: 'Kept. Through a ticket the answer also carries `token`, `exp` and `user` (and the session cookie).',
    },
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'delete',
    path: '/api/two-step/passkeys/{id}',
    summary: "Remove one of the administrator's passkeys; their other sessions end",
    tag: 'Two-step login',
    auth: 'admin',
    success: { status: 200, data: z.object({ removed: z.literal(true) }), description: 'Removed.' },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: '/api/two-step/recovery-codes',
    summary: 'Ten new recovery codes, shown once; the earlier ones stop working',
    tag: 'Two-step login',
    auth: 'admin',
    success: { status: 201, data: z.object({ recoveryCodes: recoveryCodesSchema }), description: 'The new codes.' },
    errors: [401, 403, 409],
  },
  {
    method: 'get',
    path: '/api/sessions',
    summary: "The administrator's sessions: when, browser, network, how; which one is this",
    tag: 'Two-step login',
    auth: 'admin',
    success: { status: 200, data: z.array(sessionSchema), description: 'Newest first.' },
    errors: [401],
  },
  {
    method: 'delete',
    path: '/api/sessions',
    summary: "End all the administrator's other sessions (their tokens are refused from the next request on)",
    tag: 'Two-step login',
    auth: 'admin',
    success: { status: 200, data: z.object({ ended: z.number().int() }), description: 'How many ended.' },
    errors: [401, 403],
  },
  {
    method: 'delete',
    path: '/api/sessions/{id}',
    summary: "End one of the administrator's sessions; ending this one logs out",
    tag: 'Two-step login',
    auth: 'admin',
    success: { status: 200, data: z.object({ ended: z.literal(1) }), description: 'Ended.' },
    errors: [401, 403, 404],
  },
  {
    method: 'get',
    path: '/api/reach',
    summary:
      'The reach of a period, counted without cookies: page views, visitors, downloads and searches, a day each or by page, publication, language, country, referrer, device or search words',
    tag: 'Reach',
    auth: 'admin',
    query: {
      from: {
        schema: z.string(),
        description: `First day, YYYY-MM-DD in the site's time zone (default: 29 days before \`to\`). At most ${maxReachDays} days to \`to\`.`,
      },
      to: { schema: z.string(), description: 'Last day, YYYY-MM-DD (default: today).' },
      by: {
        schema: z.enum(reachBreakdowns),
        description: '`day` (the default): every day of the period in order; else that breakdown, largest first.',
      },
    },
    success: {
      status: 200,
      data: reachReportSchema,
      description:
        "A visitor is one address and browser on one day (the mark that tells them apart changes daily), so the visitors of a period are the sum of its days'.",
    },
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/api/forgot-password',
    summary: 'E-mail an administrator a single-use link (valid one hour) to /admin-reset; throttled like login',
    tag: 'Auth',
    auth: 'public',
    body: {
      schema: forgotPasswordSchema,
      description:
        '`locale` is the language of the mail; without it, the `locale` cookie, then Accept-Language, then English.',
    },
    success: {
      status: 200,
      data: z.object({ message: z.string() }),
      description: 'The same answer whether or not an account has this address.',
    },
    errors: [400, 413, 415, 429],
  },
  {
    method: 'post',
    path: '/api/reset-password',
    summary:
      'Set a new password with the token from the reset mail (the administrator password rules apply); ends every session of the account',
    tag: 'Auth',
    auth: 'public',
    body: { schema: resetPasswordSchema },
    success: {
      status: 200,
      data: z.object({ message: z.string() }),
      description: 'Changed; log in with the new password.',
    },
    errors: [400, 413, 415, 429],
  },
  {
    method: 'post',
    path: '/api/logout',
    summary: 'End the session (token and cookie)',
    tag: 'Auth',
    auth: 'admin',
    success: { status: 200, data: z.object({ loggedOut: z.literal(true) }), description: 'Logged out.' },
    errors: [401, 403],
  },
  {
    method: 'get',
    path: '/api/me',
    summary: 'The current administrator',
    tag: 'Auth',
    auth: 'admin',
    success: { status: 200, data: user, description: 'The administrator.' },
    errors: [401],
  },

  {
    method: 'get',
    path: '/api/content',
    summary: "A tab's content items, HTML, ordered by displayOrder",
    tag: 'Content',
    auth: 'optional',
    query: {
      tabId: { schema: z.enum(tabIds as [string, ...string[]]), description: 'Only this tab.' },
      sectionId: { schema: z.string(), description: 'Only this section.' },
      locale,
      ...paging,
    },
    paged: true,
    success: {
      status: 200,
      data: z.array(contentItem),
      description: 'Active items; administrators also get inactive ones.',
    },
    errors: [400],
  },
  {
    method: 'post',
    path: '/api/content',
    summary: 'Create a content item from HTML',
    tag: 'Content',
    auth: 'admin',
    query: { locale, draft },
    body: { schema: contentItemSchema },
    success: { status: 201, data: contentItem, description: 'Created.' },
    errors: [400, 401, 403, 413, 415],
  },
  {
    method: 'get',
    path: '/api/preview',
    summary:
      "Preview a record's public page with its saved drafts: turns on draft mode in this browser, then goes to the page",
    tag: 'Content',
    auth: 'admin',
    query: {
      collection: { schema: z.enum(draftFormCollections), description: 'What to preview (required).' },
      id: { schema: z.string().regex(/^\d+$/), description: "The record's id (required)." },
      locale: { ...locale, description: 'The language of the page (default en).' },
    },
    success: {
      status: 303,
      redirect: true,
      description:
        "To the record's public page (`/?tab=...&section=...&lang=...`), which shows the latest versions, drafts included, while this administrator's session lasts.",
    },
    errors: [400, 401, 404],
  },
  {
    method: 'get',
    path: '/api/preview/exit',
    summary: 'Leave the preview (draft mode off) and go back to a page of the site',
    tag: 'Content',
    auth: 'public',
    query: { to: { schema: z.string(), description: 'A path on this site (default `/`).' } },
    success: { status: 303, redirect: true, description: 'To `to`, or to `/` when it is not a path on this site.' },
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/schedules',
    summary: "A record's scheduled publications and unpublications that have not run yet, soonest first",
    tag: 'Content',
    auth: 'admin',
    query: {
      collection: { schema: z.enum(draftFormCollections), description: "The record's kind (required)." },
      id: { schema: z.string().regex(/^\d+$/), description: "The record's id (required)." },
    },
    success: { status: 200, data: z.array(schedule), description: 'The scheduled changes.' },
    errors: [400, 401, 404],
  },
  {
    method: 'post',
    path: '/api/schedules',
    summary:
      "Schedule the publication of a record's latest version, or its unpublication, at a date and time of the organisation's clock",
    tag: 'Content',
    auth: 'admin',
    body: {
      schema: scheduleSchema('UTC'),
      description:
        "`at` is a date and time (`YYYY-MM-DDTHH:mm`) in the site's time zone (`SITE_TIME_ZONE`, default Asia/Dhaka), or an instant with its offset (RFC 3339, e.g. `2027-01-06T10:00:00Z`), in the future. At that time the site process publishes (or unpublishes) the record as the administrator who scheduled it, and the pages change.",
    },
    success: { status: 201, data: schedule, description: 'Scheduled.' },
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'delete',
    path: '/api/schedules/{id}',
    summary: 'Cancel a scheduled change that has not run yet',
    tag: 'Content',
    auth: 'admin',
    success: { status: 200, data: deleted, description: 'Cancelled.' },
    errors: [401, 403, 404],
  },
  {
    method: 'get',
    path: '/api/content/{id}',
    summary: 'One content item',
    tag: 'Content',
    auth: 'optional',
    query: { locale },
    success: { status: 200, data: contentItem, description: 'The item.' },
    errors: [400, 404],
  },
  {
    method: 'patch',
    path: '/api/content/{id}',
    summary: 'Change some fields of a content item',
    tag: 'Content',
    auth: 'admin',
    query: { locale, draft },
    body: { schema: contentItemTranslationSchema.partial(), description: clears('`title` or `content`') },
    success: { status: 200, data: contentItem, description: 'Updated.' },
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'delete',
    path: '/api/content/{id}',
    summary: 'Delete a content item',
    tag: 'Content',
    auth: 'admin',
    success: { status: 200, data: deleted, description: 'Deleted.' },
    errors: [401, 403, 404],
  },

  {
    method: 'get',
    path: '/api/submenus',
    summary: "A tab's submenus, ordered by displayOrder",
    tag: 'Submenus',
    auth: 'optional',
    query: {
      tabId: { schema: z.enum(tabIds as [string, ...string[]]), description: 'Only this tab.' },
      locale,
      ...paging,
    },
    paged: true,
    success: {
      status: 200,
      data: z.array(submenu),
      description: 'Active submenus; administrators also get inactive ones.',
    },
    errors: [400],
  },
  {
    method: 'post',
    path: '/api/submenus',
    summary: 'Create a submenu (one per tab and section)',
    tag: 'Submenus',
    auth: 'admin',
    query: { locale },
    body: { schema: submenuSchema },
    success: { status: 201, data: submenu, description: 'Created.' },
    errors: [400, 401, 403, 409, 413, 415],
  },
  {
    method: 'get',
    path: '/api/submenus/{id}',
    summary: 'One submenu',
    tag: 'Submenus',
    auth: 'optional',
    query: { locale },
    success: { status: 200, data: submenu, description: 'The submenu.' },
    errors: [400, 404],
  },
  {
    method: 'patch',
    path: '/api/submenus/{id}',
    summary: 'Rename, reorder or (de)activate a submenu; its tab and section are fixed',
    tag: 'Submenus',
    auth: 'admin',
    query: { locale },
    body: { schema: submenuTranslationSchema.partial(), description: clears('`name`') },
    success: { status: 200, data: submenu, description: 'Updated.' },
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'delete',
    path: '/api/submenus/{id}',
    summary: "Delete a submenu and its section's content items",
    tag: 'Submenus',
    auth: 'admin',
    success: {
      status: 200,
      data: z.object({ id, deletedContentItems: z.number().int() }),
      description: 'Deleted, with how many content items went with it.',
    },
    errors: [401, 403, 404],
  },

  {
    method: 'get',
    path: '/api/members',
    summary: 'Board or team members, ordered by displayOrder',
    tag: 'People',
    auth: 'optional',
    query: { memberType: { schema: z.enum(memberTypes), description: 'board or team.' }, locale, ...paging },
    paged: true,
    success: {
      status: 200,
      data: z.array(member),
      description: 'Active members; administrators also get inactive ones.',
    },
    errors: [400],
  },
  {
    method: 'post',
    path: '/api/members',
    summary: 'Add a member, with an optional image (multipart or JSON)',
    tag: 'People',
    auth: 'admin',
    query: { locale, draft },
    body: { schema: withFile(memberSchema), multipart: true },
    success: { status: 201, data: member, description: 'Created.' },
    errors: [400, 401, 403, 411, 413, 415],
  },
  {
    method: 'put',
    path: '/api/members/{id}',
    summary: "Replace a member's fields (and image, when one is sent)",
    tag: 'People',
    auth: 'admin',
    query: { locale, draft },
    body: {
      schema: withFile(memberTranslationSchema),
      multipart: true,
      description: `${clears('`title`')} A replaced image is deleted unless another document uses it; a new name or type takes the member's bio along, unless a bio already exists under it.`,
    },
    success: { status: 200, data: member, description: 'Updated.' },
    errors: [400, 401, 403, 404, 411, 413, 415],
  },
  {
    method: 'delete',
    path: '/api/members/{id}',
    summary: 'Remove a member and its image (kept while another document uses it); its bio stays',
    tag: 'People',
    auth: 'admin',
    success: { status: 200, data: deleted, description: 'Deleted.' },
    errors: [401, 403, 404],
  },
  {
    method: 'post',
    path: '/api/team-bios',
    summary: "Create a member's bio",
    tag: 'People',
    auth: 'admin',
    query: { locale, draft },
    body: { schema: memberBioSchema, description: bioTexts },
    success: { status: 201, data: bio, description: 'Created.' },
    errors: [400, 401, 403, 409, 413, 415],
  },
  {
    method: 'get',
    path: '/api/team-bios/{memberName}',
    summary: "A member's bio by the exact member name (URL-encoded)",
    tag: 'People',
    auth: 'optional',
    query: {
      memberType: { schema: z.enum(memberTypes), description: 'board or team, when a name is in both.' },
      locale,
    },
    success: { status: 200, data: bio, description: 'The bio.' },
    errors: [400, 404],
  },
  {
    method: 'put',
    path: '/api/team-bios/{memberName}',
    summary: "Update a member's bio",
    tag: 'People',
    auth: 'admin',
    query: { locale, draft },
    body: { schema: memberBioSchema, description: bioTexts },
    success: { status: 200, data: bio, description: 'Updated.' },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },

  {
    method: 'get',
    path: '/api/users',
    summary: 'Administrator accounts',
    tag: 'Accounts',
    auth: 'admin',
    success: { status: 200, data: z.array(user), description: 'The accounts.' },
    errors: [401],
  },
  {
    method: 'post',
    path: '/api/users',
    summary: 'Create an administrator account',
    tag: 'Accounts',
    auth: 'admin',
    body: { schema: adminUserSchema },
    success: { status: 201, data: user, description: 'Created.' },
    errors: [400, 401, 403, 409, 413, 415],
  },
  {
    method: 'delete',
    path: '/api/users/{id}',
    summary: 'Delete an administrator account (never your own, never the last)',
    tag: 'Accounts',
    auth: 'admin',
    success: { status: 200, data: deleted, description: 'Deleted.' },
    errors: [401, 403, 404, 409],
  },
  {
    method: 'delete',
    path: '/api/users/{id}/two-step',
    summary:
      "Remove another administrator's second factors (a lost phone and lost recovery codes): their sessions end, they are told by e-mail, the activity log keeps it",
    tag: 'Accounts',
    auth: 'admin',
    success: {
      status: 200,
      data: z.object({ id, removed: z.number().int().describe('Authenticator apps and passkeys removed') }),
      description: 'Removed.',
    },
    errors: [400, 401, 403, 404, 409],
  },

  {
    method: 'get',
    path: '/api/gallery',
    summary: 'The public gallery: active photos with resized WebP variants',
    tag: 'Gallery',
    auth: 'public',
    query: { category: { schema: z.enum(photoCategories), description: 'Only this category.' }, locale, ...paging },
    paged: true,
    success: { status: 200, data: z.array(photo), description: 'Photos, newest first.' },
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/photos',
    summary: 'Gallery photos (administrators also get inactive ones)',
    tag: 'Gallery',
    auth: 'optional',
    query: { category: { schema: z.enum(photoCategories), description: 'Only this category.' }, locale, ...paging },
    paged: true,
    success: { status: 200, data: z.array(photo), description: 'Photos, newest first.' },
    errors: [400],
  },
  {
    method: 'post',
    path: '/api/photos',
    summary: 'Upload a gallery photo (multipart)',
    tag: 'Gallery',
    auth: 'admin',
    query: { locale, draft },
    body: { schema: withFile(photoSchema), multipart: true },
    success: { status: 201, data: photo, description: 'Created.' },
    errors: [400, 401, 403, 411, 413, 415],
  },
  {
    method: 'patch',
    path: '/api/photos/{id}',
    summary: 'Change some fields of a gallery photo (not its image); an empty body publishes its latest draft',
    tag: 'Gallery',
    auth: 'admin',
    query: { locale, draft },
    body: { schema: photoSchema.partial() },
    success: { status: 200, data: photo, description: 'Updated.' },
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'get',
    path: '/api/search',
    summary: 'Search the site in one language (English where a text has no translation)',
    tag: 'Search',
    auth: 'public',
    query: {
      q: {
        schema: searchQuery,
        description:
          'Words to find (required): each must appear, as a substring, in the title or text; every script works.',
      },
      locale,
    },
    success: {
      status: 200,
      data: z.array(searchResult),
      description: 'At most 50 results, those matching in the title first, then by kind.',
    },
    errors: [400],
  },
  {
    method: 'get',
    path: '/api/publications',
    summary: 'Publications, the featured first, then the newest (administrators also get inactive ones)',
    tag: 'Publications',
    auth: 'optional',
    query: { ...publicationQuery, locale, ...paging },
    paged: 'always',
    success: {
      status: 200,
      data: z.array(publication),
      description: 'One page of publications (20 unless `limit` says otherwise).',
    },
    errors: [400],
  },
  {
    method: 'post',
    path: '/api/publications',
    summary: 'Add a publication with its PDF (multipart)',
    tag: 'Publications',
    auth: 'admin',
    query: { locale, draft },
    body: { schema: publicationFields(publicationSchema), multipart: 'only', description: publicationTexts },
    success: { status: 201, data: publication, description: 'Created.' },
    errors: [400, 401, 403, 411, 413, 415, 422],
  },
  {
    method: 'get',
    path: '/api/publications/{id}',
    summary: 'One publication (visitors: an active, published one)',
    tag: 'Publications',
    auth: 'optional',
    query: { locale },
    success: { status: 200, data: publication, description: 'The publication.' },
    errors: [400, 404],
  },
  {
    method: 'put',
    path: '/api/publications/{id}',
    summary: "Replace a publication's fields in one language, and its PDF when one is sent",
    tag: 'Publications',
    auth: 'admin',
    query: { locale, draft },
    body: {
      schema: publicationFields(publicationTranslationSchema).partial({ file: true }),
      multipart: true,
      description: publicationTexts,
    },
    success: { status: 200, data: publication, description: 'Updated.' },
    errors: [400, 401, 403, 404, 411, 413, 415, 422],
  },
  {
    method: 'delete',
    path: '/api/publications/{id}',
    summary: 'Move a publication to the trash (restorable for 30 days)',
    tag: 'Publications',
    auth: 'admin',
    success: { status: 200, data: deleted, description: 'Deleted.' },
    errors: [400, 401, 403, 404],
  },
  ...(['get', 'post'] as const).map((method): Operation => ({
    method,
    path: '/oai',
    summary:
      method === 'get'
        ? 'OAI-PMH 2.0: the publications for harvesters (BASE, CORE, OpenAIRE), in Dublin Core (oai_dc)'
        : 'OAI-PMH 2.0, the same requests as a form (application/x-www-form-urlencoded)',
    tag: 'Harvesting',
    auth: 'public',
    ...(method === 'get'
      ? { query: oaiArguments }
      : {
          body: {
            schema: z.object(
              Object.fromEntries(
                Object.entries(oaiArguments).map(([name, arg]) => [
                  name,
                  (name === 'verb' ? arg.schema : arg.schema.optional()).describe(arg.description),
                ]),
              ),
            ),
            form: 'urlencoded' as const,
            description: 'The arguments as a form; any other body is answered with the protocol error badArgument.',
          },
        }),
    success: {
      status: 200,
      media: ['text/xml'],
      description: `An OAI-PMH answer (http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd), protocol errors (badVerb, badArgument, cannotDisseminateFormat, idDoesNotExist, noRecordsMatch, badResumptionToken) included: identifiers \`oai:<host>:publications/<id>\`, datestamps to the second (UTC), sets \`type:<type>\` and \`programme:<programme>\`, ${oaiPageSize} records a page, deleted records (trashed, hidden or unpublished) as headers with status="deleted" (transient).`,
    },
    errors: [400],
  })),
  {
    method: 'get',
    path: '/api/news',
    summary: 'News, the newest first (administrators also get inactive ones)',
    tag: 'News',
    auth: 'optional',
    query: { ...newsQuery, locale, ...paging },
    paged: 'always',
    success: {
      status: 200,
      data: z.array(news),
      description: 'One page of news (12 unless `limit` says otherwise).',
    },
    errors: [400],
  },
  {
    method: 'post',
    path: '/api/news',
    summary: 'Add a news story (JSON, or multipart with its cover image)',
    tag: 'News',
    auth: 'admin',
    query: { locale, draft },
    body: { schema: withFile(newsSchema).partial({ image: true }), multipart: true, description: newsTexts },
    success: { status: 201, data: news, description: 'Created.' },
    errors: [400, 401, 403, 411, 413, 415],
  },
  {
    method: 'get',
    path: '/api/news/{id}',
    summary: 'One news story (visitors: an active, published one)',
    tag: 'News',
    auth: 'optional',
    query: { locale },
    success: { status: 200, data: news, description: 'The story.' },
    errors: [400, 404],
  },
  {
    method: 'put',
    path: '/api/news/{id}',
    summary: "Replace a story's fields in one language, and its cover when an image is sent",
    tag: 'News',
    auth: 'admin',
    query: { locale, draft },
    body: {
      schema: withFile(newsTranslationSchema).partial({ image: true }),
      multipart: true,
      description: newsTexts,
    },
    success: { status: 200, data: news, description: 'Updated.' },
    errors: [400, 401, 403, 404, 411, 413, 415],
  },
  {
    method: 'delete',
    path: '/api/news/{id}',
    summary: 'Move a news story to the trash (restorable for 30 days)',
    tag: 'News',
    auth: 'admin',
    success: { status: 200, data: deleted, description: 'Deleted.' },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: '/api/newsletters',
    summary:
      'Newsletter editions, the newest first: for visitors the sent ones (the archive); for administrators every edition, drafts and scheduled ones included',
    tag: 'Newsletter',
    auth: 'optional',
    query: { locale, ...paging },
    paged: 'always',
    success: {
      status: 200,
      data: z.array(edition),
      description: `One page of editions (${editionPageSize} unless \`limit\` says otherwise), each in the language asked or, where it has none, in English (\`language\`).`,
    },
    errors: [400],
  },
  {
    method: 'post',
    path: '/api/newsletters',
    summary: 'Write a new edition, as a draft',
    tag: 'Newsletter',
    auth: 'admin',
    query: { locale },
    body: { schema: editionSchema, description: editionTexts },
    success: { status: 201, data: edition, description: 'Created.' },
    errors: [400, 401, 403, 413, 415],
  },
  {
    method: 'get',
    path: '/api/newsletters/{id}',
    summary:
      'One edition in a language, English where it has none (visitors: a sent one; administrators also get its audience and, while it is being sent, the live figures)',
    tag: 'Newsletter',
    auth: 'optional',
    query: { locale },
    success: { status: 200, data: edition, description: 'The edition.' },
    errors: [400, 404],
  },
  {
    method: 'put',
    path: '/api/newsletters/{id}',
    summary: 'Change a draft or scheduled edition in one language (one that has gone out cannot change: 409)',
    tag: 'Newsletter',
    auth: 'admin',
    query: { locale },
    body: { schema: editionTranslationSchema, description: editionTexts },
    success: { status: 200, data: edition, description: 'Updated.' },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'delete',
    path: '/api/newsletters/{id}',
    summary: 'Move an edition to the trash, restorable for 30 days (not while it is being sent: cancel it first, 409)',
    tag: 'Newsletter',
    auth: 'admin',
    success: { status: 200, data: deleted, description: 'Deleted.' },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'get',
    path: '/api/newsletters/{id}/audience',
    summary:
      'How many confirmed subscribers the edition would reach now, by language, and how many of them get English because their language has no edition',
    tag: 'Newsletter',
    auth: 'admin',
    success: { status: 200, data: editionAudienceSchema, description: 'The audience.' },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: '/api/newsletters/{id}/preview',
    summary:
      "The edition's e-mail in a language (English where it has none), as its subscribers get it: subject, HTML and plain text",
    tag: 'Newsletter',
    auth: 'admin',
    query: { locale },
    success: { status: 200, data: editionMailPreviewSchema, description: 'The e-mail.' },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: '/api/newsletters/{id}/send',
    summary: `Send a draft or scheduled edition now, or schedule it (\`at\`: a time to come, with its offset). Each confirmed subscriber of its audience gets one message in their language (English where it has none), at most NEWSLETTER_RATE a minute, with a one-click unsubscribe (RFC 8058); a restart in the middle resumes without sending anyone twice. Refused without an English subject (400), or when it has already gone out (409)`,
    tag: 'Newsletter',
    auth: 'admin',
    query: { locale },
    body: { schema: sendEditionSchema, description: 'An empty object sends now.' },
    success: { status: 200, data: edition, description: 'Sending (or scheduled): the edition with its figures.' },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'post',
    path: '/api/newsletters/{id}/cancel',
    summary:
      'Cancel: a scheduled edition goes back to the drafts; a sending stops, and the messages not yet sent are not sent (409 for any other edition)',
    tag: 'Newsletter',
    auth: 'admin',
    query: { locale },
    success: { status: 200, data: edition, description: 'Cancelled: the edition with its figures.' },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'post',
    path: '/api/newsletters/{id}/test',
    summary:
      "Send the edition in one language (`locale`, English by default) to the signed-in administrator's own address, its subject marked as a test (422 when the account has no e-mail address)",
    tag: 'Newsletter',
    auth: 'admin',
    body: { schema: testEditionSchema, description: 'The language of the test.' },
    success: {
      status: 200,
      data: z.object({ to: z.string(), locale: z.enum(localeCodes) }),
      description: 'Queued in the outbox.',
    },
    errors: [400, 401, 403, 404, 413, 415, 422],
  },
  {
    method: 'get',
    path: '/api/events',
    summary:
      'Events: the upcoming ones, soonest first, or the past ones, latest first (administrators also get inactive ones)',
    tag: 'Events',
    auth: 'optional',
    query: {
      when: { schema: z.enum(eventWhen), description: '`upcoming` (default: not yet ended) or `past`.' },
      programme: { schema: z.enum(publicationThemes), description: 'Only events of this programme.' },
      locale,
      ...paging,
    },
    paged: 'always',
    success: {
      status: 200,
      data: z.array(publicEventSchema),
      description: 'One page of events (12 unless `limit` says otherwise).',
    },
    errors: [400],
  },
  {
    method: 'post',
    path: '/api/events',
    summary:
      "Add an event. `startsAt` and `endsAt`: an instant with its offset (2026-12-05T04:00:00Z), or a date and time in the organisation's time zone (2026-12-05T10:00)",
    tag: 'Events',
    auth: 'admin',
    query: { locale, draft },
    body: { schema: eventSchema('UTC'), description: eventTextsNote },
    success: { status: 201, data: publicEventSchema, description: 'Created.' },
    errors: [400, 401, 403, 413, 415],
  },
  {
    method: 'get',
    path: '/api/events/{id}',
    summary: 'One event (visitors: an active, published one), with its places left',
    tag: 'Events',
    auth: 'optional',
    query: { locale },
    success: { status: 200, data: publicEventSchema, description: 'The event.' },
    errors: [400, 404],
  },
  {
    method: 'put',
    path: '/api/events/{id}',
    summary: "Replace an event's fields in one language",
    tag: 'Events',
    auth: 'admin',
    query: { locale, draft },
    body: { schema: eventTranslationSchema('UTC'), description: eventTextsNote },
    success: { status: 200, data: publicEventSchema, description: 'Updated.' },
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'delete',
    path: '/api/events/{id}',
    summary: 'Move an event to the trash (restorable for 30 days; its registrations stay with it)',
    tag: 'Events',
    auth: 'admin',
    success: { status: 200, data: deleted, description: 'Deleted.' },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: '/api/events/{id}/registrations',
    summary:
      "Register for an event that takes registrations on the site: a place while the capacity lasts, then the waiting list. A confirmation mail in the visitor's language (`locale`, else their cookie or browser) carries the event as an .ics file. The same address again answers what it got the first time",
    tag: 'Events',
    auth: 'public',
    query: { locale },
    body: { schema: registrationSchema.extend(honeypot) },
    success: { status: 201, data: registrationAnswerSchema, description: 'Registered, or on the waiting list.' },
    errors: [400, 404, 409, 413, 415, 429],
  },
  {
    method: 'get',
    path: '/api/events/{id}/registrations',
    summary:
      "An event's registrations in the order they came; `format=csv` answers them as a CSV file (text/csv) instead",
    tag: 'Events',
    auth: 'admin',
    query: { format: { schema: z.enum(['json', 'csv']), description: '`csv`: a CSV file to download.' } },
    success: {
      status: 200,
      data: z.array(publicRegistrationSchema),
      alsoMedia: ['text/csv'],
      description: 'The registrations (with `format=csv`, a CSV file: a header row, then one row each).',
    },
    errors: [400, 401, 404],
  },
  {
    method: 'patch',
    path: '/api/events/{id}/registrations/{registrationId}',
    summary:
      "Change a registration's status: `registered` takes someone off the waiting list (they are told by mail), `waitlisted` puts them back, `cancelled` cancels it",
    tag: 'Events',
    auth: 'admin',
    body: { schema: registrationChangeSchema },
    success: { status: 200, data: publicRegistrationSchema, description: 'Changed.' },
    errors: [400, 401, 403, 404, 413, 415],
  },
  {
    method: 'get',
    path: '/feeds/{locale}/events/{file}',
    summary: 'One event as an iCalendar file (`file`: `<slug>.ics`), its texts in the language `locale` names',
    tag: 'Events',
    auth: 'public',
    success: { status: 200, media: ['text/calendar'], description: 'The event (RFC 5545).' },
    errors: [404],
  },
  {
    method: 'delete',
    path: '/api/photos/{id}',
    summary: 'Delete a gallery photo and its files',
    tag: 'Gallery',
    auth: 'admin',
    success: { status: 200, data: deleted, description: 'Deleted.' },
    errors: [401, 403, 404],
  },

  {
    method: 'post',
    path: '/api/mail-outbox/{id}/retry',
    summary: 'Queue a failed e-mail of the outbox again, with a fresh set of attempts',
    tag: 'Accounts',
    auth: 'admin',
    success: { status: 200, data: z.object({ id, status: z.literal('queued') }), description: 'Queued again.' },
    errors: [401, 403, 404, 409],
  },

  {
    method: 'get',
    path: '/api/health',
    summary:
      'Readiness: 200 when this instance may take traffic (started, not stopping, PostgreSQL answers, every migration it knows applied); 503 with the same `data` otherwise (`status` "degraded", "starting" or "draining"); the database checked at most once a second',
    tag: 'Reference',
    auth: 'public',
    success: {
      status: 200,
      data: z.object({
        status: z.literal('ok'),
        database: z.literal('up'),
        migrations: z
          .literal('current')
          .describe('"pending" (in a 503) when a migration this code knows is not applied: run `npm run migrate`'),
        phase: z
          .literal('serving')
          .describe('"starting" while the instance warms up, "draining" while it stops (both in a 503)'),
        time: z.string().describe('ISO 8601, when the database was last checked'),
      }),
      description: 'This instance is ready for traffic.',
    },
    errors: [400, 503],
  },
  {
    method: 'get',
    path: '/api/health/live',
    summary:
      'Liveness: 200 while this server process answers at all, whatever the database does (a restart would not bring it back), also while it stops',
    tag: 'Reference',
    auth: 'public',
    success: {
      status: 200,
      data: z.object({
        status: z.literal('live'),
        phase: z.enum(['starting', 'serving', 'draining']),
        time: z.string().describe('ISO 8601, now'),
      }),
      description: 'The process is alive.',
    },
    errors: [400],
  },
  {
    method: 'get',
    path: '/feeds/{locale}/{file}',
    summary:
      'A feed in one language (`locale`: en, bn, es, ar, fr, zh or ja), newest first: `file` is `<kind>.rss` (RSS 2.0) or `<kind>.atom` (Atom 1.0), where `kind` is `publications`, `news` or `events` (the upcoming ones); or `events.ics`, the upcoming events as an iCalendar feed (text/calendar) for calendars to subscribe to. Each entry links to its page in that language; every page announces its language\'s feeds with `<link rel="alternate">`',
    tag: 'Feeds',
    auth: 'public',
    success: {
      status: 200,
      media: [...Object.values(feedFormats), 'text/calendar'],
      description: 'The feed (UTF-8), fresh for five minutes.',
    },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document',
    tag: 'Reference',
    auth: 'public',
    success: {
      status: 200,
      raw: z.looseObject({
        openapi: z.string().regex(/^3\.1\.\d+$/),
        info: z.looseObject({ title: z.string(), version: z.string() }),
        paths: z.record(z.string(), z.looseObject({})),
      }),
      description: 'This OpenAPI 3.1 document itself, as it is (not in the `{ success, data }` envelope).',
    },
    errors: [431],
  },
]

const errorText: Record<number, string> = {
  400: 'Invalid input: `errors` maps each field to its message (left out when the request as a whole is refused, for example an address with a NUL character).',
  401: 'No token, or a bad or expired one.',
  403: 'Refused (for example a cookie-authenticated write from another site).',
  404: 'Not found.',
  409: 'Conflicts with what is stored (duplicate, own or last account, an edition that has gone out).',
  411: 'A multipart upload without Content-Length.',
  413: 'Body or file too large.',
  415: 'Not JSON, or the file is not a supported image (a PDF, for a publication).',
  422: "Well formed, but cannot be carried out: a PDF whose first page is too heavy to draw for the publication's cover, a test send for an account without an e-mail address.",
  429: 'Too many requests from this client; see Retry-After.',
  431: "The request line and headers together pass Node's 16 KB limit (a very long address, or large cookies): Node's HTTP server answers before the site does, with no body.",
  503: 'The database cannot be reached for a moment; try again after Retry-After seconds. Any call can answer this.',
}
/** A call that reads a credential: while the database is away, the credential is not refused, it is not checked. */
const uncheckedCredential =
  'The database cannot be reached for a moment; try again after Retry-After seconds. A token or session cookie sent meanwhile cannot be checked, and is answered this, never 401 or 403: it still holds once the database is back.'
/** Answered by Node's HTTP server before any route runs: no body, so not the Failure shape. */
const bodiless = new Set([431])

const json = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' })
const jsonOut = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-2020-12' })

export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const op of operations) {
    const params = [
      ...[...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
        name,
        in: 'path',
        required: true,
        schema: name === 'id' ? { type: 'integer', minimum: 1 } : { type: 'string' },
      })),
      ...Object.entries(op.query ?? {}).map(([name, q]) => ({
        name,
        in: 'query',
        required: false,
        description: q.description,
        schema: json(q.schema),
      })),
    ]
    const success = op.success
    const responses: Record<string, unknown> = {
      [success.status]:
        'redirect' in success
          ? {
              description: success.description,
              headers: { Location: { description: 'Where the browser goes.', schema: { type: 'string' } } },
            }
          : 'raw' in success
            ? { description: success.description, content: { 'application/json': { schema: jsonOut(success.raw) } } }
            : 'media' in success
              ? {
                  description: success.description,
                  content: Object.fromEntries(success.media.map((type) => [type, { schema: { type: 'string' } }])),
                }
              : {
                  description: success.description,
                  content: {
                    'application/json': {
                      schema: {
                        type: 'object',
                        required: ['success', 'data'],
                        ...(op.paged === 'always' ? { required: ['success', 'data', 'meta'] } : {}),
                        properties: {
                          success: { const: true },
                          data: jsonOut(success.data),
                          ...(op.paged
                            ? {
                                meta: {
                                  ...jsonOut(pageMeta),
                                  description:
                                    op.paged === 'always'
                                      ? "The page's place in the whole list."
                                      : 'Only when `page` or `limit` was given.',
                                },
                              }
                            : {}),
                        },
                      },
                    },
                    ...Object.fromEntries(
                      (success.alsoMedia ?? []).map((type) => [type, { schema: { type: 'string' } }]),
                    ),
                  },
                },
    }
    if ('also' in success && success.also) {
      responses[success.also.status] = {
        description: success.also.description,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['success', 'data'],
              properties: { success: { const: true }, data: jsonOut(success.also.data) },
            },
          },
        },
      }
    }
    if (op.seeOther)
      responses['303'] = {
        description: op.seeOther,
        headers: { Location: { description: 'Where the browser goes.', schema: { type: 'string' } } },
      }
    for (const status of op.errors) {
      responses[status] = bodiless.has(status)
        ? { description: errorText[status] }
        : {
            description: errorText[status],
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
          }
    }
    if (op.auth !== 'public') {
      responses['503'] = {
        description: uncheckedCredential,
        headers: {
          'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
        },
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
      }
    }
    responses['500'] = {
      description: 'A fault on the server; the message says nothing of its inner workings.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
    }
    responses.default = {
      description: `Any other failure, in the same shape${op.errors.includes(503) || op.auth !== 'public' ? '.' : ' (a call that uses the database answers 503 with Retry-After while it cannot be reached for a moment).'}`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
    }
    paths[op.path] ??= {}
    paths[op.path][op.method] = {
      summary: op.summary,
      tags: [op.tag],
      operationId: `${op.method}${op.path.replace(/[^a-zA-Z]+(\w)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      security:
        op.auth === 'admin'
          ? [{ bearer: [] }, { session: [] }]
          : op.auth === 'optional'
            ? [{}, { bearer: [] }, { session: [] }]
            : [],
      ...(params.length ? { parameters: params } : {}),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              ...(op.body.description ? { description: op.body.description } : {}),
              content:
                op.body.form === 'urlencoded'
                  ? { 'application/x-www-form-urlencoded': { schema: json(op.body.schema) } }
                  : op.body.form
                    ? {
                        'application/x-www-form-urlencoded': { schema: json(op.body.schema) },
                        'multipart/form-data': { schema: json(op.body.schema) },
                      }
                    : op.body.multipart === 'only'
                      ? { 'multipart/form-data': { schema: json(op.body.schema) } }
                      : op.body.multipart
                        ? {
                            'multipart/form-data': { schema: json(op.body.schema) },
                            'application/json': { schema: json(op.body.schema) },
                          }
                        : { 'application/json': { schema: json(op.body.schema) } },
            },
          }
        : {}),
      responses,
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Website contract',
      version: '1.0.0',
      description:
        'The REST contract of the public website and its back office. Success: `{ "success": true, "data": ... }` (GET /api/openapi.json answers this document itself); failure: `{ "success": false, "code": "validation_failed", "message": "...", "errors": { "<field>": "<message>" } }`, where `code` is one of a fixed list (the `Failure` schema) for programs to choose by and `message` is English for people. Visitors read active items only; writes need an administrator (Bearer token from POST /api/login, or the session cookie from the same site). The licence covers this description only, not the content the API serves.',
      license: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'data.token from POST /api/login' },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'payload-token',
          description: 'Set by POST /api/login; same-site writes only.',
        },
      },
      schemas: {
        Failure: jsonOut(failureSchema),
      },
    },
  }
}
