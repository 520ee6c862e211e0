import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Readable server stack traces, and error class names that Payload's loggingLevels match.
  // isrFlushToDisk: rendered public pages are cached in memory only, so a restart (or a new
  // database) never serves pages rendered from other data (docs/decisions/006).
  experimental: { serverMinification: false, isrFlushToDisk: false },
  images: { unoptimized: true },
  // `npm test` type-checks the whole project; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
