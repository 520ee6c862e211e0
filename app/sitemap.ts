import type { MetadataRoute } from 'next'
import { siteConfig } from '@/content/site-config'
import { tabIds } from '@/content/site-structure'

/** The home page and one entry per tab (the site navigates by query: /?tab=...). */
export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteConfig.url.replace(/\/$/, '')
  return [
    { url: `${base}/`, changeFrequency: 'weekly', priority: 1 },
    ...[...tabIds, 'gallery'].map((tab) => ({
      url: `${base}/?tab=${tab}`,
      changeFrequency: 'monthly' as const,
      priority: 0.7,
    })),
  ]
}
