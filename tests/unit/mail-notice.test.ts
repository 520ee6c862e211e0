import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { MailNotConfigured } from '../../src/admin/outbox/mail-notice'

describe("the back office's 'mail is not configured' notice", () => {
  const saved = process.env.SMTP_URL
  afterEach(() => {
    if (saved === undefined) delete process.env.SMTP_URL
    else process.env.SMTP_URL = saved
  })

  it('shows while SMTP_URL is unset, in the panel language, with a link to the outbox', () => {
    delete process.env.SMTP_URL
    const html = renderToStaticMarkup(MailNotConfigured({ locale: 'fr' }))
    expect(html).toContain('L’e-mail n’est pas configuré (SMTP_URL n’est pas défini)')
    expect(html).toContain('href="/admin/outbox"')
  })

  it('is gone once SMTP_URL is set, and never shows its value', () => {
    process.env.SMTP_URL = 'smtp://user:hunter22@mail.example:587'
    expect(MailNotConfigured({ locale: 'en' })).toBeNull()
  })
})
