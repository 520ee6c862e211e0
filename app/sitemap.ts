import type { MetadataRoute } from 'next'
import { siteConfig } from '@/content/site-config'
import { tabIds } from '@/content/site-structure'
import { localeCodes } from '@/i18n/config'
import { langParam } from '@/i18n/routing'
import { eventSlugs } from '@/server/data/events'
import { newsSlugs } from '@/server/data/news'
import { publicationSlugs } from '@/server/data/publications'
import { getPayloadClient } from '@/server/payload'

// Read on request (a build needs no database); the publications' and news lists are cached by tag.
export const dynamic = 'force-dynamic'

/** The publications visitors see, or none while the database is away (the rest of the map still answers). */
async function publications() {
  try {
    return await publicationSlugs(await getPayloadClient(), { user: null })
  } catch {
    return []
  }
}

/** The news stories visitors see, or none while the database is away. */
async function news() {
  try {
    return await newsSlugs(await getPayloadClient(), { user: null })
  } catch {
    return []
  }
}

/** The events visitors see, or none while the database is away. */
async function events() {
  try {
    return await eventSlugs(await getPayloadClient(), { user: null })
  } catch {
    return []
  }
}

/**
 * The home page, one entry per tab (the site navigates by query: /?tab=...) and one per
 * publication, news story and event, with each language's version.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteConfig.url.replace(/\/$/, '')
  // Next writes these hrefs into the XML as they are: the & must come escaped.
  const languages = (path: string, query: string) =>
    Object.fromEntries(
      localeCodes.map((code) => [code, `${base}${path}?${langParam}=${code}${query ? `&amp;${query}` : ''}`]),
    )
  const entry = (query: string, priority: number): MetadataRoute.Sitemap[number] => ({
    url: `${base}/${query ? `?${query}` : ''}`,
    changeFrequency: query ? 'monthly' : 'weekly',
    priority,
    alternates: { languages: languages('/', query) },
  })
  const pages = (await publications()).map(({ slug, updatedAt }) => ({
    url: `${base}/publications/${slug}`,
    lastModified: updatedAt,
    changeFrequency: 'yearly' as const,
    priority: 0.6,
    alternates: { languages: languages(`/publications/${slug}`, '') },
  }))
  const stories = (await news()).map(({ slug, updatedAt }) => ({
    url: `${base}/news/${slug}`,
    lastModified: updatedAt,
    changeFrequency: 'monthly' as const,
    priority: 0.5,
    alternates: { languages: languages(`/news/${slug}`, '') },
  }))
  const gatherings = (await events()).map(({ slug, updatedAt }) => ({
    url: `${base}/events/${slug}`,
    lastModified: updatedAt,
    changeFrequency: 'weekly' as const,
    priority: 0.5,
    alternates: { languages: languages(`/events/${slug}`, '') },
  }))
  return [
    entry('', 1),
    ...[...tabIds, 'gallery'].map((tab) => entry(`tab=${tab}`, 0.7)),
    ...pages,
    ...stories,
    ...gatherings,
  ]
}
