import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Readable server stack traces, and error class names that Payload's loggingLevels match.
  experimental: { serverMinification: false },
  images: { unoptimized: true },
  // `npm test` type-checks the whole project; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
