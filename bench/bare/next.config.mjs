// The bare Next app that `npm run bench` measures the site against (docs/decisions/017-bench.md).
// BENCH_BARE_VARIANT picks the variant: `plain` serves `/` itself; `rewrite` adds the one-line
// proxy (proxy.rewrite.ts) that rewrites `/` to `/en`, as the site's proxy does. Each variant
// builds into a folder of its own under the site's .next/, so both can run side by side.
const variant = process.env.BENCH_BARE_VARIANT === 'rewrite' ? 'rewrite' : 'plain'

/** @type {import('next').NextConfig} */
const nextConfig = {
  distDir: `../../.next/bench-bare-${variant}`,
  // As the site's next.config.mjs.
  poweredByHeader: false,
  // Next finds the proxy as `proxy.<page extension>`: only the rewrite variant knows `rewrite.ts`.
  pageExtensions: variant === 'rewrite' ? ['rewrite.ts', 'tsx', 'ts'] : ['tsx', 'ts'],
  typescript: { ignoreBuildErrors: true },
}

export default nextConfig
