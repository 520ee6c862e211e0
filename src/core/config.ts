// Read by payload.config.ts, the scripts and the server alike: no "server-only" here.
import { z } from 'zod'
import { trustedProxyCount } from '../security/client-address'

/**
 * The site's configuration: every environment variable the application reads, each parsed by
 * its zod rule in this one place, with one default. Nothing else reads `process.env` (eslint's
 * `no-restricted-properties` in eslint.config.mjs lists the few exceptions: Next's own
 * variables, the tests and the bench). The README's configuration table lists the same
 * variables with the same defaults (tests/unit/config.test.ts compares them).
 *
 * A value is read when it is asked for, not when this module loads: the scripts set
 * DATABASE_URL and PAYLOAD_SECRET before Payload's config loads, and tests change variables
 * between calls. A bad value is a ConfigError of one line that names the variable (and repeats
 * the value unless it is a secret).
 */

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>

type Variable<T> = {
  /** The rule for a set value (trimmed; empty counts as unset) or for the default. */
  rule: z.ZodType<T, string>
  /** The value used when the variable is unset, as it would be written in the environment. */
  fallback?: string
  /** What an unset variable means when no single value stands for it (the README says the same). */
  unset?: string
  /** What the value must be, for the error: "PORT must be <must>, not "x"." */
  must: string
  /** Never repeated in an error (passwords, keys, URLs with credentials). */
  secret?: boolean
  /** Spaces are part of the value (passwords). */
  untrimmed?: boolean
}

const variable = <T, const F extends string | undefined = undefined>(v: Variable<T> & { fallback?: F }) =>
  v as Variable<T> & { fallback: F }

const text = z.string()
const flag = z
  .string()
  .toLowerCase()
  .pipe(z.enum(['true', 'false']))
  .transform((v) => v === 'true')
const wholeNumber = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max))
const httpUrl = z.url({ protocol: /^https?$/ })
const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
})

/** The SMTP URL's problem in one line that never repeats the URL (it holds a password). */
export function parseSmtpUrl(raw: string): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(
      'SMTP_URL is not a valid URL: expected smtp://user:pass@host:587 or smtps://user:pass@host:465.',
    )
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//.`)
  }
  if (!url.hostname) throw new ConfigError('SMTP_URL has no host name.')
  if (url.port && !(Number(url.port) > 0 && Number(url.port) < 65536))
    throw new ConfigError('SMTP_URL has an invalid port.')
  return url
}

const variables = {
  PORT: variable({ rule: wholeNumber(1, 65535), fallback: '3000', must: 'a port number from 1 to 65535' }),
  DATABASE_URL: variable({
    rule: text,
    unset: 'embedded PostgreSQL under `.data/postgres`',
    must: 'a PostgreSQL URL',
    secret: true,
  }),
  PAYLOAD_SECRET: variable({
    rule: text,
    unset: 'generated once into `.data/payload-secret`',
    must: 'a long random string',
    secret: true,
  }),
  ADMIN_USERNAME: variable({ rule: text, fallback: 'admin', must: 'a username' }),
  ADMIN_PASSWORD: variable({
    rule: text,
    unset: 'random, printed once',
    must: 'a password',
    secret: true,
    untrimmed: true,
  }),
  SERVER_URL: variable({
    rule: httpUrl.transform((url) => url.replace(/\/+$/, '')),
    unset: '`http://localhost:` and `PORT`',
    must: 'an http:// or https:// URL',
  }),
  MEDIA_DIR: variable({ rule: text, fallback: 'media', must: 'a folder' }),
  DATA_DIR: variable({ rule: text, fallback: '.data', must: 'a folder' }),
  MIGRATE_ON_START: variable({ rule: flag, fallback: 'true', must: 'true or false' }),
  SEED_ON_START: variable({ rule: flag, fallback: 'true', must: 'true or false' }),
  S3_BUCKET: variable({ rule: text, unset: 'unset', must: 'a bucket name' }),
  S3_ENDPOINT: variable({ rule: httpUrl, unset: 'AWS', must: 'an http:// or https:// URL' }),
  S3_REGION: variable({ rule: text, fallback: 'us-east-1', must: 'a region' }),
  S3_ACCESS_KEY_ID: variable({ rule: text, unset: "the AWS SDK's own chain", must: 'a key id', secret: true }),
  S3_SECRET_ACCESS_KEY: variable({ rule: text, unset: "the AWS SDK's own chain", must: 'a key', secret: true }),
  S3_FORCE_PATH_STYLE: variable({ rule: flag, fallback: 'false', must: 'true or false' }),
  SMTP_URL: variable({
    rule: text.transform((raw) => {
      parseSmtpUrl(raw)
      return raw
    }),
    unset: 'unset: nothing is sent',
    must: 'an smtp:// or smtps:// URL',
    secret: true,
  }),
  MAIL_FROM: variable({
    rule: text,
    unset: '`"Climate & Humanitarian Research" <no-reply@` host of `SERVER_URL` `>`',
    must: 'an address',
  }),
  NOTIFY_EMAIL: variable({ rule: text, unset: 'none', must: 'comma-separated e-mail addresses' }),
  MAIL_RETRY_DELAYS: variable({
    rule: z
      .string()
      .regex(/^\s*\d+(\.\d+)?\s*(,\s*\d+(\.\d+)?\s*)*$/)
      .transform((raw) => raw.split(',').map((s) => Number(s.trim()))),
    fallback: '60,300,1800,7200,21600,43200',
    must: 'seconds separated by commas, e.g. 60,300,1800',
  }),
  TRUST_PROXY: variable({
    rule: z.string().transform((raw, ctx) => {
      try {
        return trustedProxyCount(raw)
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not a proxy count' })
        return z.NEVER
      }
    }),
    fallback: 'false',
    must: 'false, true or the number of proxies in front of the site',
  }),
  BACKUP_DIR: variable({ rule: text, unset: '`.data/backups/` (in `DATA_DIR`)', must: 'a folder' }),
  BACKUP_SCHEDULE: variable({
    rule: text,
    fallback: '0 3 * * *',
    must: 'a cron pattern such as "0 3 * * *", or off',
  }),
  BACKUP_KEEP: variable({ rule: wholeNumber(1), fallback: '7', must: 'a whole number from 1' }),
  NEWSLETTER_RATE: variable({
    rule: wholeNumber(1),
    fallback: '120',
    must: 'a whole number from 1 (messages a minute)',
  }),
  JOBS_AUTORUN: variable({ rule: flag, fallback: 'true', must: 'true or false' }),
  SITE_TIME_ZONE: variable({ rule: timeZone, fallback: 'Asia/Dhaka', must: 'an IANA time zone such as Asia/Dhaka' }),
  REACH_COUNTING: variable({ rule: flag, fallback: 'true', must: 'true or false' }),
  REACH_FLUSH_SECONDS: variable({
    rule: wholeNumber(1),
    fallback: '60',
    must: 'a whole number from 1 (seconds between writes of the reach counts)',
  }),
  ALLOW_DEV_PUSH: variable({ rule: flag, fallback: 'false', must: 'true or false' }),
  PAYLOAD_DB_PUSH: variable({ rule: flag, fallback: 'false', must: 'true or false' }),
  SERVE_CPU_PROF: variable({ rule: text, unset: 'none', must: 'a folder' }),
  SERVE_SOURCE_MAPS: variable({ rule: flag, fallback: 'false', must: 'true or false' }),
}

export type SettingName = keyof typeof variables
type ValueOf<N extends SettingName> = (typeof variables)[N] extends Variable<infer T> ? T : never
/** A variable's value, or undefined when it is unset and has no single default. */
export type Setting<N extends SettingName> = (typeof variables)[N] extends { fallback: string }
  ? ValueOf<N>
  : ValueOf<N> | undefined

const parsed = new Map<SettingName, { raw: string | undefined; value: unknown }>()

/**
 * One variable, parsed by its rule (`source` defaults to the process's environment; tests pass
 * their own). Parsed again only when the raw value changed since the last read.
 */
export function setting<N extends SettingName>(name: N, source: Env = process.env): Setting<N> {
  const v: Variable<unknown> = variables[name]
  const given = v.untrimmed ? source[name] : source[name]?.trim()
  const raw = given || v.fallback
  const own = source === process.env
  const known = own ? parsed.get(name) : undefined
  if (known && known.raw === raw) return known.value as Setting<N>
  let value: unknown
  if (raw !== undefined) {
    let result
    try {
      result = v.rule.safeParse(raw)
    } catch (error) {
      if (error instanceof ConfigError) throw error
      throw new ConfigError(`${name} must be ${v.must}.`)
    }
    if (!result.success) throw new ConfigError(`${name} must be ${v.must}${v.secret ? '' : `, not "${raw}"`}.`)
    value = result.data
  }
  if (own) parsed.set(name, { raw, value })
  return value as Setting<N>
}

/** Every variable checked at once: the start script's first step, so that a bad value stops it in one line. */
export function checkSettings(source: Env = process.env): void {
  for (const name of Object.keys(variables) as SettingName[]) setting(name, source)
}

/** Each variable with its default as the README's configuration table writes it. */
export const documentedDefaults: Record<SettingName, string> = Object.fromEntries(
  Object.entries(variables).map(([name, v]: [string, Variable<unknown>]) => [
    name,
    v.fallback !== undefined ? `\`${v.fallback}\`` : (v.unset ?? ''),
  ]),
) as Record<SettingName, string>

/** The site's public origin: SERVER_URL (no trailing slash), else this machine on PORT. */
export const serverUrl = (source: Env = process.env) =>
  setting('SERVER_URL', source) ?? `http://localhost:${setting('PORT', source)}`
