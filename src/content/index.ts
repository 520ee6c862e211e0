import type { LocaleCode } from '../i18n/config'
import { ar } from './locales/ar'
import { bn } from './locales/bn'
import { en } from './locales/en'
import { es } from './locales/es'
import { fr } from './locales/fr'
import { ja } from './locales/ja'
import { zh } from './locales/zh'
import type { SiteContent } from './site-content'

const content: Record<LocaleCode, SiteContent> = { en, bn, es, ar, fr, zh, ja }

/** The site's static content in one language (read on the server only). */
export const siteContent = (locale: LocaleCode): SiteContent => content[locale]
