import { afterEach, describe, expect, it } from 'vitest'
import { renderMail } from '../../src/core/mail/layout'
import { siteUrl } from '../../src/core/mail/links'

describe('renderMail', () => {
  const saved = process.env.SERVER_URL
  afterEach(() => {
    if (saved === undefined) delete process.env.SERVER_URL
    else process.env.SERVER_URL = saved
  })

  it('writes Arabic right-to-left with the organisation in the footer, in that language', () => {
    const { html, text } = renderMail({
      locale: 'ar',
      heading: 'مرحبا',
      paragraphs: ['سطر'],
      action: { label: 'تأكيد', url: 'https://example.org/x?a=1&b=2' },
    })
    expect(html).toContain('<html lang="ar" dir="rtl">')
    expect(html).toContain('text-align:right')
    expect(html).toContain('أبحاث المناخ والعمل الإنساني')
    expect(html).toContain('Dhaka 1205')
    expect(html).toContain('href="https://example.org/x?a=1&amp;b=2"')
    expect(text).toContain('https://example.org/x?a=1&b=2')
    expect(text).toContain('أبحاث المناخ والعمل الإنساني')
  })

  it('escapes what it is given and refuses links that are not http(s)', () => {
    process.env.SERVER_URL = 'https://site.example'
    const { html } = renderMail({
      locale: 'en',
      heading: '<b>hi</b>',
      paragraphs: ['a & <script>'],
      action: { label: 'Go', url: 'javascript:alert(1)' },
    })
    expect(html).toContain('&lt;b&gt;hi&lt;/b&gt;')
    expect(html).toContain('a &amp; &lt;script&gt;')
    expect(html).not.toContain('javascript:')
    expect(html).toContain('<html lang="en" dir="ltr">')
  })

  it('builds absolute links from SERVER_URL, else this machine on PORT', () => {
    process.env.SERVER_URL = 'https://site.example/'
    expect(siteUrl('/admin-reset?token=abc')).toBe('https://site.example/admin-reset?token=abc')
    delete process.env.SERVER_URL
    expect(siteUrl('x')).toMatch(/^http:\/\/localhost:\d+\/x$/)
  })
})
