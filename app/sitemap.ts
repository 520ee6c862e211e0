import type { MetadataRoute } from 'next'
import { siteConfig } from '@/content/site-config'
import { tabIds } from '@/content/site-structure'
import { localeCodes } from '@/i18n/config'
import { archivePath, langParam, privacyPath, type PageFolder } from '@/i18n/routing'
import { eventSlugs } from '@/server/data/events'
import { editionSlugs } from '@/server/data/newsletters'
import { newsSlugs } from '@/server/data/news'
import { publicationSlugs } from '@/server/data/publications'
import { getPayloadClient } from '@/server/payload'

// Read on request (a build needs no database); the records' lists are cached by tag.
export const dynamic = 'force-dynamic'

type SlugRead = typeof publicationSlugs

/** Each folder's pages, how often they change and how much they weigh in the map. */
const folders: Record<PageFolder, { read: SlugRead; changes: 'yearly' | 'monthly' | 'weekly'; priority: number }> = {
  publications: { read: publicationSlugs, changes: 'yearly', priority: 0.6 },
  news: { read: newsSlugs, changes: 'monthly', priority: 0.5 },
  events: { read: eventSlugs, changes: 'weekly', priority: 0.5 },
  newsletter: { read: editionSlugs, changes: 'yearly', priority: 0.4 },
}

/** The records visitors see, or none while the database is away (the rest of the map still answers). */
async function slugsOf(read: SlugRead) {
  try {
    return await read(await getPayloadClient(), { user: null })
  } catch {
    return []
  }
}

/**
 * The home page, one entry per tab (the site navigates by query: /?tab=...) and one per
 * publication, news story, event and newsletter edition (and the newsletter's archive and the
 * privacy page), with each language's version.
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
  const pages = await Promise.all(
    Object.entries(folders).map(async ([folder, { read, changes, priority }]) =>
      (await slugsOf(read)).map(({ slug, updatedAt }) => ({
        url: `${base}/${folder}/${slug}`,
        lastModified: updatedAt,
        changeFrequency: changes,
        priority,
        alternates: { languages: languages(`/${folder}/${slug}`, '') },
      })),
    ),
  )
  const archive: MetadataRoute.Sitemap[number] = {
    url: `${base}${archivePath}`,
    changeFrequency: 'monthly',
    priority: 0.5,
    alternates: { languages: languages(archivePath, '') },
  }
  const privacy: MetadataRoute.Sitemap[number] = {
    url: `${base}${privacyPath}`,
    changeFrequency: 'yearly',
    priority: 0.3,
    alternates: { languages: languages(privacyPath, '') },
  }
  return [
    entry('', 1),
    ...[...tabIds, 'gallery'].map((tab) => entry(`tab=${tab}`, 0.7)),
    archive,
    privacy,
    ...pages.flat(),
  ]
}
