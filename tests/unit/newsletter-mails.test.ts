import { afterEach, describe, expect, it } from 'vitest'
import { localeCodes } from '../../src/i18n/config'
import { messages } from '../../src/i18n/messages'
import { renderMail } from '../../src/core/mail/layout'
import { alreadySubscribedMail, confirmationMail, unsubscribedMail } from '../../src/core/newsletter/mails'
import { isTokenShape, newToken } from '../../src/core/newsletter/tokens'

const saved = process.env.SERVER_URL
afterEach(() => {
  if (saved === undefined) delete process.env.SERVER_URL
  else process.env.SERVER_URL = saved
})

describe('the newsletter mails', () => {
  const token = newToken()
  const to = (locale: (typeof localeCodes)[number]) => ({
    email: 'reader@example.org',
    name: 'Nasrin',
    locale,
    unsubscribeToken: token,
  })

  it.each(localeCodes)(
    '%s: every mail is in that language, with the RFC 8058 headers and a visible unsubscribe link',
    (locale) => {
      process.env.SERVER_URL = 'https://site.example'
      const strings = messages[locale].newsletter.mail
      for (const [mail, kind] of [
        [confirmationMail(to(locale), newToken()), 'confirm'],
        [alreadySubscribedMail(to(locale)), 'already'],
        [unsubscribedMail(to(locale)), 'unsubscribed'],
      ] as const) {
        expect(mail.subject).toBe(strings[kind].subject)
        expect(mail.html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`)
        expect(mail.headers).toEqual({
          'List-Unsubscribe': `<https://site.example/api/newsletter/unsubscribe?token=${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        })
        const page = `https://site.example/newsletter/unsubscribe?token=${token}&lang=${locale}`
        expect(mail.html).toContain(`href="${page.replace('&', '&amp;')}"`)
        expect(mail.text).toContain(`${strings.unsubscribe}: ${page}`)
      }
    },
  )

  it('links the confirmation in the language of the mail', () => {
    process.env.SERVER_URL = 'https://site.example'
    const confirm = newToken()
    expect(confirmationMail(to('ja'), confirm).text).toContain(
      `https://site.example/newsletter/confirm?token=${confirm}&lang=ja`,
    )
  })

  it('renderMail writes a footer link only for http(s) addresses', () => {
    process.env.SERVER_URL = 'https://site.example'
    const { html } = renderMail({
      locale: 'en',
      heading: 'h',
      paragraphs: [],
      footerLink: { label: '<Stop>', url: 'javascript:alert(1)' },
    })
    expect(html).toContain('&lt;Stop&gt;')
    expect(html).not.toContain('javascript:')
  })

  it('tokens are 256 random bits in base64url, and only that shape is looked up', () => {
    const tokens = new Set(Array.from({ length: 100 }, newToken))
    expect(tokens.size).toBe(100)
    for (const t of tokens) expect(isTokenShape(t)).toBe(true)
    expect(isTokenShape(`${newToken()}x`)).toBe(false)
    expect(isTokenShape('a b')).toBe(false)
    expect(isTokenShape(42)).toBe(false)
  })
})
