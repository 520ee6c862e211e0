import { TestSmtp } from '../helpers/smtp'

/**
 * The SMTP server the site under test sends to (scripts/e2e.ts sets its port and credentials in
 * SMTP_URL), run in the test process for as long as a test file reads mail. Undefined when the
 * run did not configure one (Playwright started by hand).
 */
export async function startMailCatcher(): Promise<TestSmtp | undefined> {
  const { E2E_SMTP_PORT: port, E2E_SMTP_USER: user, E2E_SMTP_PASSWORD: password } = process.env
  if (!port || !user || !password) return undefined
  const smtp = new TestSmtp(user, password)
  smtp.port = Number(port)
  return smtp.start()
}
