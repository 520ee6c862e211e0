import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The server layer tags each public page by its bytes, natively, as it finishes it
  // (scripts/lib/page-html.ts); Next would hash every page again in JavaScript on every request.
  generateEtags: false,
  // Readable server stack traces, and error class names that Payload's loggingLevels match.
  // isrFlushToDisk: rendered public pages are cached in memory only, so a restart (or a new
  // database) never serves pages rendered from other data (docs/decisions/006).
  // turbopackFileSystemCacheForBuild: no build cache under .next/cache (docs/decisions/043).
  experimental: { serverMinification: false, isrFlushToDisk: false, turbopackFileSystemCacheForBuild: false },
  images: { unoptimized: true },
  // `npm test` type-checks the whole project; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = config.headers

const configWithoutClientHints = {
  ...config,
  // Payload asks every path for the colour-scheme client hint with `Critical-CH`, so Chromium
  // makes every first visit twice (a whole round trip on a slow phone). Only Payload's panel reads
  // the hint; the public pages set their theme before the first paint from the visitor's choice
  // or the system's (next-themes). docs/decisions/018-speed-floor.md
  headers: async () =>
    (await payloadHeaders()).map((rule) => (rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule)),
}

export default configWithoutClientHints
