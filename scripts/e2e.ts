// npm run test:e2e: Playwright in Debian's Chromium against a production build served by
// the real start script, on a throwaway PostgreSQL and media folder of the run's own.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, startTemporaryCluster } from '../src/server/db/embedded-postgres'
import { projectRoot, runScript } from '../src/server/runtime'

runScript(async () => {
  const cluster = await startTemporaryCluster()
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-media-'))
  try {
    await cluster.createDatabase('site_e2e')
    const env = {
      ...process.env,
      DATABASE_URL: cluster.urlFor('site_e2e'),
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      MEDIA_DIR: mediaDir,
      E2E_PORT: String(await freePort()),
      ADMIN_USERNAME: 'e2e-admin',
      ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
      // The contract tests give each case a client address of its own (X-Forwarded-For).
      TRUST_PROXY: '1',
    }
    // The site sends its mail to an SMTP server that the tests run on this port when they read
    // mail (tests/e2e/mail-catcher.ts); meanwhile messages wait in the outbox and are retried.
    const smtp = { port: String(await freePort()), user: 'e2e-mailer', password: randomBytes(12).toString('base64url') }
    Object.assign(env, {
      E2E_SMTP_PORT: smtp.port,
      E2E_SMTP_USER: smtp.user,
      E2E_SMTP_PASSWORD: smtp.password,
      SMTP_URL: `smtp://${smtp.user}:${smtp.password}@127.0.0.1:${smtp.port}`,
      MAIL_FROM: '"Climate & Humanitarian Research" <no-reply@example.org>',
    })
    const result = spawnSync(path.join(projectRoot, 'node_modules/.bin/playwright'), ['test', ...process.argv.slice(2)], {
      cwd: projectRoot,
      stdio: 'inherit',
      env,
    })
    process.exitCode = result.status ?? 1
  } finally {
    await cluster.stop()
    fs.rmSync(mediaDir, { recursive: true, force: true })
  }
})
