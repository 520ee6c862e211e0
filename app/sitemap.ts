import type { MetadataRoute } from 'next'
import { siteConfig } from '@/content/site-config'
import { tabIds } from '@/content/site-structure'
import { localeCodes } from '@/i18n/config'
import { langParam } from '@/i18n/routing'

/** The home page and one entry per tab (the site navigates by query: /?tab=...), with each language's version. */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteConfig.url.replace(/\/$/, '')
  const entry = (query: string, priority: number): MetadataRoute.Sitemap[number] => ({
    url: `${base}/${query ? `?${query}` : ''}`,
    changeFrequency: query ? 'monthly' : 'weekly',
    priority,
    // Next writes these hrefs into the XML as they are: the & must come escaped.
    alternates: { languages: Object.fromEntries(localeCodes.map((code) => [code, `${base}/?${langParam}=${code}${query ? `&amp;${query}` : ''}`])) },
  })
  return [entry('', 1), ...[...tabIds, 'gallery'].map((tab) => entry(`tab=${tab}`, 0.7))]
}
