import type { MetadataRoute } from 'next'
import { siteConfig } from '@/content/site-config'

/** Search engines may read the public site; the back office and the API stay out. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/admin-login', '/api/'] }],
    sitemap: `${siteConfig.url}/sitemap.xml`,
  }
}
