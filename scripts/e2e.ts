// npm run test:e2e: Playwright in Debian's Chromium against a production build served by
// the real start script, on a throwaway PostgreSQL and media folder of the run's own.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startTemporaryCluster } from './lib/embedded-postgres'
import { projectRoot, runScript } from './lib/runtime'
import { freePort } from './lib/free-port'

runScript(async () => {
  const cluster = await startTemporaryCluster()
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-media-'))
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-mail-'))
  try {
    await cluster.createDatabase('site_e2e')
    const smtpPort = await freePort()
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
      // The reach counts are written every second (tests/e2e/contract/reach.e2e.ts reads them back).
      REACH_FLUSH_SECONDS: '1',
      // Real SMTP: tests/e2e/mail-catcher.ts listens there and keeps each message in E2E_MAIL_DIR.
      E2E_SMTP_PORT: String(smtpPort),
      E2E_MAIL_DIR: mailDir,
      SMTP_URL: `smtp://e2e-mailer:${randomBytes(9).toString('base64url')}@127.0.0.1:${smtpPort}`,
      MAIL_FROM: '"Climate & Humanitarian Research" <no-reply@e2e.example>',
      MAIL_RETRY_DELAYS: '2,5,10',
      NOTIFY_EMAIL: 'desk@e2e.example',
    }
    const result = spawnSync(
      path.join(projectRoot, 'node_modules/.bin/playwright'),
      ['test', ...process.argv.slice(2)],
      {
        cwd: projectRoot,
        stdio: 'inherit',
        env,
      },
    )
    process.exitCode = result.status ?? 1
  } finally {
    await cluster.stop()
    fs.rmSync(mediaDir, { recursive: true, force: true })
    fs.rmSync(mailDir, { recursive: true, force: true })
  }
})
