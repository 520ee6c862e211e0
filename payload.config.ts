import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Activity } from './collections/Activity'
import { ContactMessages } from './collections/ContactMessages'
import { ContentItems } from './collections/ContentItems'
import { MailOutbox } from './collections/MailOutbox'
import { Media } from './collections/Media'
import { MemberBios } from './collections/MemberBios'
import { Members } from './collections/Members'
import { News } from './collections/News'
import { Newsletters } from './collections/Newsletters'
import { NewsletterSubscriptions } from './collections/NewsletterSubscriptions'
import { Photos } from './collections/Photos'
import { Publications } from './collections/Publications'
import { Events } from './collections/Events'
import { EventRegistrations } from './collections/EventRegistrations'
import { SoftwareRequests } from './collections/SoftwareRequests'
import { Submenus } from './collections/Submenus'
import { Users } from './collections/Users'
import { TwoStepFactors } from './collections/TwoStepFactors'
import { AdminSessions } from './collections/AdminSessions'
import { defaultLocale, locales } from './src/i18n/config'
import { panelLanguages } from './src/core/panel/languages'
import { inboxExportPlugins } from './src/core/plugins/inbox-export'
import { outboxEmailAdapter } from './src/core/mail/payload-adapter'
import { maxPdfBytes } from './src/schemas/publication'
import { trustedOrigins } from './src/security/origins'
import { SeedState } from './src/core/settings/seed-state'
import { s3StoragePlugin } from './src/core/uploads/s3-storage'
import { SiteSettings } from './src/core/settings/site-settings'
import { survivePoolErrors } from './src/core/db/pool-errors'
import { watchCredentialChecks } from './src/core/auth/credential-check'
import { answerBadValues, quietLoggingLevels } from './src/core/db/query-errors'
import { jobsConfig, panelTimezones } from './src/core/jobs'
import { setting } from './src/core/config'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  // Set by the start, build and test scripts (scripts/lib/runtime.ts); never a default value.
  secret: setting('PAYLOAD_SECRET') ?? '',
  serverURL: setting('SERVER_URL'),
  // A session cookie sent by a page of another site is ignored (src/security/origins.ts).
  csrf: trustedOrigins(),
  routes: { api: '/api/cms', admin: '/admin' },
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Back office' },
    // Payload's own account icon: its default, Gravatar, would load an image from another site for
    // every administrator with an e-mail address (the CSP blocks it, and the address's hash leaks).
    avatar: 'default',
    // A scheduled publication's date and time are the organisation's (SITE_TIME_ZONE).
    timezones: panelTimezones(),
    // The spec's dashboard replaces Payload's.
    components: {
      views: {
        dashboard: { Component: '@/admin/dashboard/dashboard#Dashboard' },
        // The back office's screens, each guarded by requireAdminView.
        contentNew: { Component: '@/admin/content/content-view#ContentFormView', path: '/content/new', exact: true },
        contentEdit: {
          Component: '@/admin/content/content-view#ContentFormView',
          path: '/content/edit/:id',
          exact: true,
        },
        submenus: { Component: '@/admin/submenus/submenus-view#SubmenusView', path: '/submenus', exact: true },
        bioManager: { Component: '@/admin/bios/bios-view#BiosView', path: '/bio-manager', exact: true },
        memberManager: { Component: '@/admin/members/members-view#MembersView', path: '/member-manager', exact: true },
        adminManager: { Component: '@/admin/accounts/accounts-view#AccountsView', path: '/admin-manager', exact: true },
        photoManager: { Component: '@/admin/photos/photos-view#PhotosView', path: '/photo-manager', exact: true },
        publicationManager: {
          Component: '@/admin/publications/publications-view#PublicationsView',
          path: '/publication-manager',
          exact: true,
        },
        newsManager: { Component: '@/admin/news/news-view#NewsView', path: '/news-manager', exact: true },
        eventsManager: { Component: '@/admin/events/events-view#EventsView', path: '/events-manager', exact: true },
        newsletters: {
          Component: '@/admin/newsletters/newsletters-view#NewslettersView',
          path: '/newsletters',
          exact: true,
        },
        twoStep: { Component: '@/admin/two-step/two-step-view#TwoStepView', path: '/two-step', exact: true },
        outbox: { Component: '@/admin/outbox/outbox-view#OutboxView', path: '/outbox', exact: true },
        outboxMessage: { Component: '@/admin/outbox/outbox-view#OutboxView', path: '/outbox/:id', exact: true },
        reach: { Component: '@/admin/reach/reach-view#ReachView', path: '/reach', exact: true },
        history: {
          Component: '@/admin/history/history-view#HistoryView',
          path: '/history/:collection/:id',
          exact: true,
        },
      },
    },
  },
  collections: [
    ContentItems,
    Submenus,
    Members,
    MemberBios,
    Photos,
    Publications,
    News,
    Events,
    EventRegistrations,
    Media,
    ContactMessages,
    NewsletterSubscriptions,
    Newsletters,
    SoftwareRequests,
    Users,
    TwoStepFactors,
    AdminSessions,
    MailOutbox,
    Activity,
  ],
  globals: [SeedState, SiteSettings],
  editor: lexicalEditor(),
  localization: {
    locales: locales.map((l) => ({ code: l.code, label: l.name, rtl: l.dir === 'rtl' })),
    defaultLocale,
    fallback: true,
  },
  // The panel in the site's seven languages, chosen in each administrator's account settings.
  i18n: { supportedLanguages: panelLanguages, fallbackLanguage: 'en' },
  // CSV export of the Inbox collections (docs/decisions/008-inbox-csv-export.md); uploaded
  // images on S3-compatible storage when S3_BUCKET is set (docs/decisions/014).
  plugins: [...inboxExportPlugins, s3StoragePlugin()],
  db: postgresAdapter({
    // A request waits at most 5 s for a connection, then answers 503 (docs/decisions/012-*).
    pool: { connectionString: setting('DATABASE_URL'), max: 10, connectionTimeoutMillis: 5_000 },
    // Schema push only for `npm run dev`, on its own database; everything else migrates.
    push: setting('PAYLOAD_DB_PUSH'),
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  sharp,
  // Scheduled publications of drafts run on Payload's jobs queue (src/core/jobs.ts).
  jobs: jobsConfig,
  // Everything Payload sends is queued in the outbox and sent by the mail worker (src/core/mail/).
  email: outboxEmailAdapter,
  // The largest upload, a publication's PDF; each collection's check has its own limit (images: 10 MB).
  upload: { limits: { fileSize: maxPdfBytes } },
  // Administrators only (src/server/graphql-guard.ts); no introspection of the schema in production.
  graphQL: { disablePlaygroundInProduction: true, disableIntrospectionInProduction: true },
  hooks: { afterError: [answerBadValues] },
  // A visitor's 403 or a wrong password is routine, not a server error worth a stack trace.
  loggingLevels: {
    // A database error caused by the request's values is a 400 in one line (src/core/db/query-errors.ts).
    ...quietLoggingLevels,
    AuthenticationError: 'info',
    Forbidden: false,
    NotFound: false,
    ValidationError: false,
  },
  onInit: (payload) => {
    // A lost idle connection must not end the process when PostgreSQL restarts.
    survivePoolErrors(payload.db.pool)
    // A token or session cookie that cannot be checked while it is away is not "nobody" (503, not 401).
    watchCredentialChecks(payload)
  },
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
    // Payload otherwise starts `payload generate:types` in a process of its own on every start
    // outside production: in the start script's prepare step, and in every integration test
    // file (8-12 s of a core each, about a fifth of the test run's work). `next dev` keeps it;
    // elsewhere `npm run generate:types` writes them (CONTRIBUTING.md), and an integration test checks
    // they are current.
    autoGenerate: process.env.NODE_ENV === 'development',
  },
  telemetry: false,
})
