import type { Metadata } from 'next'
import { siteConfig } from '../content/site-config'
import { locales, type LocaleCode } from './config'
import { langParam, viewQuery, type View } from './routing'

/**
 * Title, description, language alternates and share tags of one view in one language. The
 * language is not in the path, so each alternate is the same view with `?lang=`.
 */
export function viewMetadata(locale: LocaleCode, view: View, text: { title: string; description: string; siteName: string }): Metadata {
  const query = viewQuery(view)
  const href = (code: LocaleCode) => `/?${new URLSearchParams({ [langParam]: code, ...query })}`
  const languages: Record<string, string> = Object.fromEntries(locales.map((l) => [l.code, href(l.code)]))
  languages['x-default'] = Object.keys(query).length ? `/?${new URLSearchParams(query)}` : '/'
  const current = locales.find((l) => l.code === locale)!
  return {
    metadataBase: new URL(siteConfig.url),
    title: text.title,
    description: text.description,
    alternates: { canonical: href(locale), languages },
    openGraph: {
      type: 'website',
      url: href(locale),
      siteName: text.siteName,
      title: text.title,
      description: text.description,
      locale: current.ogLocale,
      alternateLocale: locales.filter((l) => l.code !== locale).map((l) => l.ogLocale),
      images: [{ url: '/og-image.png', width: 1200, height: 630, alt: text.siteName }],
    },
    twitter: { card: 'summary_large_image', title: text.title, description: text.description, images: ['/og-image.png'] },
  }
}
