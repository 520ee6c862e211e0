import { locale as rootLocale } from 'next/root-params'
import { UnknownSection } from '@/components/sections/tab-view'
import { defaultLocale, isLocale } from '@/i18n/config'
import { getTranslator } from '@/server/i18n'

/**
 * A section the tab does not have (no built-in section, no active CMS submenu): the message
 * "Content for this section is coming soon.", with status 404, inside the tab's layout.
 */
export default async function UnknownSectionNotFound() {
  const requested: unknown = await rootLocale()
  return <UnknownSection t={await getTranslator(isLocale(requested) ? requested : defaultLocale)} />
}
