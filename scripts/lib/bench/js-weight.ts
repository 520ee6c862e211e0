import { gzipSync } from 'node:zlib'

/** Gzipped JavaScript a page loads before any interaction, and the page's own HTML weight. */
export async function pageWeight(url: string): Promise<{ html: string; htmlBytes: number; htmlGzipBytes: number; jsGzipBytes: number; jsFiles: number }> {
  const html = await (await fetch(url)).text()
  const scripts = new Set<string>()
  // noModule scripts are the polyfills only browsers without ES modules load.
  for (const [tag, src] of html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)) if (!/nomodule/i.test(tag)) scripts.add(src)
  for (const [, href] of html.matchAll(/<link[^>]+rel="(?:modulepreload|preload)"[^>]+href="([^"]+\.js[^"]*)"/g)) scripts.add(href)
  for (const [, href] of html.matchAll(/<link[^>]+href="([^"]+\.js[^"]*)"[^>]+as="script"/g)) scripts.add(href)
  let jsGzipBytes = 0
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())
    jsGzipBytes += gzipSync(body, { level: 9 }).length
  }
  const htmlBytes = Buffer.byteLength(html)
  return { html, htmlBytes, htmlGzipBytes: gzipSync(Buffer.from(html), { level: 9 }).length, jsGzipBytes, jsFiles: scripts.size }
}
