import fs from 'node:fs'
import path from 'node:path'
import type enAdmin from '../../../src/i18n/messages/en/admin.json'
import type enCommon from '../../../src/i18n/messages/en/common.json'
import type enForms from '../../../src/i18n/messages/en/forms.json'
import type enNewsletter from '../../../src/i18n/messages/en/newsletter.json'

// ESM Playwright cannot import JSON directly: the message files are read from disk.
const read = (locale: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../../../src/i18n/messages/${locale}/${ns}.json`), 'utf8'))

/** A language's common messages. */
export const messages = (locale: string): typeof enCommon => read(locale, 'common')
/** A language's form messages. */
export const formMessages = (locale: string): typeof enForms => read(locale, 'forms')
/** A language's back-office messages. */
export const adminMessages = (locale: string): typeof enAdmin => read(locale, 'admin')
/** A language's newsletter messages (its mails and pages). */
export const newsletterMessages = (locale: string): typeof enNewsletter => read(locale, 'newsletter')
