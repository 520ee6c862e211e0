// npm run page-snapshot -- <site URL> <folder>       saves every public page's HTML, with build hashes masked
// npm run page-snapshot -- --compare <folder> <folder>  lists the pages whose markup differs
//
// A restructuring must not change what visitors get (CONTRIBUTING.md): snapshot the site built
// from the old commit and from the new one, each on a freshly seeded database, and compare.
import fs from 'node:fs'
import path from 'node:path'
import { tabSections } from '../src/content/site-structure'
import { localeCodes } from '../src/i18n/config'
import { serverUrl } from '../src/core/config'

const maxPages = 2_000

/** Build output differs between any two builds without the page changing: mask it. */
export function maskBuild(html: string): string {
  return (
    html
      // Chunk and asset file names carry content hashes: /_next/static/chunks/abc123.js, media/x.abc123.woff2.
      .replace(/\/_next\/static\/[^"'\s\\)]+/g, '/_next/static/…')
      // The build id and the RSC payload's module ids and hashes.
      .replace(/"buildId":"[^"]+"/g, '"buildId":"…"')
      // Next's metadata files are addressed with a hash of their content: /favicon.ico?favicon.3irlpgie1ffda.ico.
      .replace(/\?(favicon|apple-icon|icon)\.[a-z0-9]+\.(ico|png|svg)/g, '?$1.…')
      .replace(/\b[0-9a-f]{12,}\b/gi, '…')
      // Uploaded files are stored under a random name, different in each seeded database.
      .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-(…|[0-9a-f]{12})/gi, 'uuid')
      .replace(/\\"b\\":\\"[^"\\]+\\"/g, '\\"b\\":\\"…\\"')
      // The RSC payload (React's copy of the same tree, for hydration) numbers modules and
      // elements and streams its chunks in an order that changes between builds: compare the markup.
      .replace(/<script>self\.__next_f\.push\(.*?\)<\/script>/gs, '<script>(payload)</script>')
  )
}

const fileFor = (url: URL) => {
  const name = (url.pathname + url.search).replace(/^\//, '').replace(/[^\w.=&-]+/g, '_') || 'index'
  return `${name}.html`
}

async function snapshot(base: string, folder: string) {
  const origin = new URL(base).origin
  const siteOrigin = new URL(serverUrl()).origin
  // Every built-in section in every language (the menus open them with script, not links), and what links lead to.
  const sections = Object.entries(tabSections).flatMap(([tab, ids]) =>
    ids.map((section: string) => `tab=${tab}&section=${section}`),
  )
  const start = [
    '/',
    '/sitemap.xml',
    '/robots.txt',
    '/admin-login',
    '/no-such-page',
    ...localeCodes.flatMap((code) => [`/?lang=${code}`, ...sections.map((view) => `/?${view}&lang=${code}`)]),
  ]
  const queue = start.map((p) => new URL(p, origin))
  const seen = new Set(queue.map((u) => u.href))
  fs.rmSync(folder, { recursive: true, force: true })
  fs.mkdirSync(folder, { recursive: true })
  let count = 0
  while (queue.length && count < maxPages) {
    const url = queue.shift()!
    const response = await fetch(url, { redirect: 'manual', headers: { 'accept-language': 'en' } })
    const body =
      response.status >= 300 && response.status < 400
        ? `redirect ${response.headers.get('location')}`
        : await response.text()
    fs.writeFileSync(path.join(folder, fileFor(url)), `${response.status}\n${maskBuild(body)}`)
    count++
    // Links, hreflang alternates and the sitemap name the site by SERVER_URL: follow them on this copy.
    for (const match of body.matchAll(/(?:href="|<loc>)([^"#<]+)/g)) {
      const next = new URL(match[1].replace(/&amp;/g, '&'), url)
      if (next.origin === siteOrigin) next.host = new URL(origin).host
      if (
        next.origin !== origin ||
        /^\/(api|admin\/|_next|media|cms)/.test(next.pathname) ||
        /\.(png|jpe?g|ico|webp|svg|css|js|woff2?)$/.test(next.pathname)
      )
        continue
      if (!seen.has(next.href)) {
        seen.add(next.href)
        queue.push(next)
      }
    }
  }
  console.log(`${count} pages saved in ${folder}`)
}

function compare(before: string, after: string): number {
  const names = [...new Set([...fs.readdirSync(before), ...fs.readdirSync(after)])].sort()
  let differing = 0
  for (const name of names) {
    const a = fs.existsSync(path.join(before, name)) ? fs.readFileSync(path.join(before, name), 'utf8') : undefined
    const b = fs.existsSync(path.join(after, name)) ? fs.readFileSync(path.join(after, name), 'utf8') : undefined
    if (a === b) continue
    differing++
    if (a === undefined || b === undefined) {
      console.log(`${name}: only in ${a === undefined ? after : before}`)
      continue
    }
    let at = 0
    while (at < a.length && a[at] === b[at]) at++
    console.log(
      `${name}: differs at character ${at}\n  before: ${JSON.stringify(a.slice(Math.max(0, at - 80), at + 120))}\n  after:  ${JSON.stringify(b.slice(Math.max(0, at - 80), at + 120))}`,
    )
  }
  console.log(differing ? `${differing} of ${names.length} pages differ` : `all ${names.length} pages are the same`)
  return differing
}

const args = process.argv.slice(2)
if (args[0] === '--compare' && args.length === 3) {
  process.exitCode = compare(args[1], args[2]) ? 1 : 0
} else if (args.length === 2) {
  await snapshot(args[0], args[1])
} else {
  console.error('usage: npm run page-snapshot -- <site URL> <folder> | --compare <folder> <folder>')
  process.exitCode = 2
}
