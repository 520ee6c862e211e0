import { defineConfig } from '@playwright/test'

// scripts/e2e.ts prepares a database of the run's own and sets these.
const port = process.env.E2E_PORT ?? '3900'
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  // Three workers, a file at a time in each (the tests of a file run in order): two for the browser
  // and security tests on the run's shared site, each signed in as an administrator of its own
  // (tests/e2e/worker-admin.ts), and one for the ops tests beside them (docs/decisions/035, 043).
  fullyParallel: false,
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // The run's SMTP server (SMTP_URL from scripts/e2e.ts), for the tests that read the mail.
  globalSetup: ['./tests/e2e/mail-catcher.ts', './tests/e2e/worker-admins.ts'],
  use: {
    baseURL,
    // A trace (DOM snapshots and screenshots of every action) is recorded on a test's retry only:
    // recording every run, for traces thrown away when the test passed, made each browser test
    // about a third slower (docs/test-time.md). `npx playwright test --trace on` records them all.
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's build of Chromium's headless shell, which Playwright itself runs for headless tests.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Pages here live for seconds: V8's optimising compilers (Maglev, TurboFan) spent CPU that
        // was never paid back. Its baseline compiler only: a fifth less of the renderers' CPU over
        // the admin tests (docs/test-time.md); what the scripts do is the same.
        '--js-flags=--max-opt=1',
      ],
    },
  },
  projects: [
    // Sites of their own, started by the real start script, stopped, killed, their database taken
    // away, beside the tests of the shared site (they share nothing with it; each server keeps its
    // rendered pages in memory, next.config.mjs). One at a time from the start of the run: a second
    // ops worker beside the browsers overloaded the machine (the starts are work for the processor,
    // not waits). Once the browser and security tests are done, the rest run two at a time beside
    // the first chain, on the cores the browsers left (docs/decisions/043).
    {
      name: 'ops',
      testDir: 'tests/ops',
      testMatch: ['**/backup.ops.ts', '**/mail-delivery.ops.ts', '**/newsletter-sending.ops.ts', '**/s3.ops.ts'],
      workers: 1,
    },
    {
      name: 'ops-after-browsers',
      testDir: 'tests/ops',
      testMatch: '**/*.ops.ts',
      testIgnore: [
        '**/backup.ops.ts',
        '**/mail-delivery.ops.ts',
        '**/newsletter-sending.ops.ts',
        '**/s3.ops.ts',
        '**/two-step-rule.ops.ts',
      ],
      workers: 2,
      dependencies: ['chromium', 'security'],
    },
    // Real HTTP against the same production build, no browser (tests/security/fixtures.ts). One
    // worker: each worker starts servers of its own (`direct`, `https`), and one of each will do.
    // Before the browser tests in the list, so that it runs beside them from the start rather than
    // after them (Playwright hands out its workers in the order of the projects).
    { name: 'security', testDir: 'tests/security', testMatch: '**/*.sec.ts', grepInvert: /@quiet/, workers: 1 },
    // Measurements of a few milliseconds (`@quiet`): beside the browsers the machine's own noise is larger.
    {
      name: 'security-quiet',
      testDir: 'tests/security',
      testMatch: '**/*.sec.ts',
      grep: /@quiet/,
      workers: 1,
      dependencies: ['chromium', 'security'],
    },
    { name: 'chromium', testDir: 'tests/e2e', testMatch: '**/*.e2e.ts', use: { browserName: 'chromium' }, workers: 2 },
    // What must not run beside the other tests of the shared site: turning on the rule that logs
    // out every account without two-step login (the other workers' administrators included).
    {
      name: 'shared-site-rule',
      testDir: 'tests/ops',
      testMatch: '**/two-step-rule.ops.ts',
      workers: 1,
      dependencies: ['chromium', 'security'],
    },
  ],
  webServer: {
    // The real start script: migrations, first administrator, seed, a production build.
    command: 'node scripts/launch.mjs start',
    url: `${baseURL}/`,
    timeout: 10 * 60_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: port },
  },
})
