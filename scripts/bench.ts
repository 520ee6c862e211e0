// npm run bench: figures for the budgets, measured on a production build served by the real
// start script (throwaway database). Prints numbers; it does not pass or fail.
//   js_gzip_kb{page=/}   gzipped JavaScript that the home page loads (budget: 150 KB)
//   html_gzip_kb{page=/} gzipped HTML of the home page
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { freePort, startTemporaryCluster } from '../src/server/db/embedded-postgres'
import { projectRoot, runScript } from '../src/server/runtime'

const budgetKb = 150

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

runScript(async () => {
  const cluster = await startTemporaryCluster()
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-media-'))
  await cluster.createDatabase('site_bench')
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const server = spawn(path.join(projectRoot, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
    cwd: projectRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: cluster.urlFor('site_bench'),
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      MEDIA_DIR: mediaDir,
      ADMIN_USERNAME: 'bench-admin',
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    },
  })
  try {
    await waitFor(`${base}/`, 10 * 60_000)
    const html = await (await fetch(`${base}/`)).text()
    const scripts = new Set<string>()
    // noModule scripts are the polyfills only browsers without ES modules load.
    for (const [tag, src] of html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)) if (!/nomodule/i.test(tag)) scripts.add(src)
    for (const [, href] of html.matchAll(/<link[^>]+rel="(?:modulepreload|preload)"[^>]+href="([^"]+\.js[^"]*)"/g)) scripts.add(href)
    for (const [, href] of html.matchAll(/<link[^>]+href="([^"]+\.js[^"]*)"[^>]+as="script"/g)) scripts.add(href)
    let jsBytes = 0
    for (const src of scripts) {
      const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
      jsBytes += gzipSync(body, { level: 9 }).length
    }
    const kb = (bytes: number) => (bytes / 1024).toFixed(1)
    console.log(`js_gzip_kb{page=/} ${kb(jsBytes)} (budget ${budgetKb}, ${scripts.size} files)`)
    console.log(`html_gzip_kb{page=/} ${kb(gzipSync(Buffer.from(html), { level: 9 }).length)}`)
  } finally {
    try {
      process.kill(-server.pid!, 'SIGTERM')
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 1500))
    await cluster.stop()
    fs.rmSync(mediaDir, { recursive: true, force: true })
  }
})
