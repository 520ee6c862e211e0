import fs from 'node:fs'
import path from 'node:path'
import type enMessages from '../../../src/i18n/messages/en/common.json'

/** A language's message file, read from disk (ESM Playwright cannot import JSON directly). */
export const messages = (locale: string): typeof enMessages =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../../../src/i18n/messages/${locale}/common.json`), 'utf8'))
