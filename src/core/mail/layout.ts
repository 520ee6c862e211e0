import { siteConfig } from '../../content/site-config'
import { directionOf, type LocaleCode } from '../../i18n/config'
import { messages } from '../../i18n/messages'
import { escapeHtml } from '../../security/escape-html'
import { siteOrigin } from './links'

export type MailContent = {
  locale: LocaleCode
  heading: string
  paragraphs: string[]
  /** The one thing the reader is asked to do: a button in HTML, the bare URL in plain text. */
  action?: { label: string; url: string }
  /** Smaller print after the action (why they got it, what to do if it was not them). */
  after?: string[]
  /** A small link under the message, e.g. the newsletter's visible "Unsubscribe". */
  footerLink?: { label: string; url: string }
}

/** Only http(s) links go into a mail: anything else (javascript:, data:) would be a trap. */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : siteOrigin())

/**
 * A simple, accessible HTML e-mail and its plain-text twin, in one language: `lang` and `dir`
 * on the document (right-to-left for Arabic), inline styles only (mail programs drop style
 * sheets), every text escaped, one action as a real link whose address is also printed, and the
 * organisation's name and postal address in the footer (src/content/site-config.ts, the name
 * in that language).
 */
export function renderMail({ locale, heading, paragraphs, action, after = [], footerLink }: MailContent): {
  html: string
  text: string
} {
  const dir = directionOf(locale)
  const align = dir === 'rtl' ? 'right' : 'left'
  const strings = messages[locale].mail.layout
  const organisation = messages[locale].common.siteName
  const origin = siteOrigin()
  const font = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif;"
  const p = (text: string, size = 16, colour = '#1f2933') =>
    `<p style="margin:0 0 16px;${font}font-size:${size}px;line-height:1.5;color:${colour};text-align:${align};">${escapeHtml(text)}</p>`

  const actionHtml = action
    ? `<p style="margin:24px 0;text-align:${align};"><a href="${escapeHtml(safeUrl(action.url))}" style="display:inline-block;padding:12px 24px;background:#0b6e4f;color:#ffffff;${font}font-size:16px;font-weight:bold;text-decoration:none;border-radius:6px;">${escapeHtml(action.label)}</a></p>` +
      p(strings.linkFallback, 14, '#52606d') +
      `<p style="margin:0 0 16px;${font}font-size:14px;line-height:1.5;word-break:break-all;text-align:left;" dir="ltr"><a href="${escapeHtml(safeUrl(action.url))}" style="color:#0b6e4f;">${escapeHtml(safeUrl(action.url))}</a></p>`
    : ''

  const html = `<!DOCTYPE html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;">
<div role="article" aria-label="${escapeHtml(heading)}" lang="${locale}" dir="${dir}" style="max-width:600px;margin:0 auto;padding:24px 16px;">
<div style="background:#ffffff;border-radius:8px;padding:32px 24px;">
<h1 style="margin:0 0 24px;${font}font-size:22px;line-height:1.3;color:#102a43;text-align:${align};">${escapeHtml(heading)}</h1>
${paragraphs.map((text) => p(text)).join('\n')}
${actionHtml}
${after.map((text) => p(text, 14, '#52606d')).join('\n')}
${footerLink ? `<p style="margin:0;${font}font-size:14px;line-height:1.5;text-align:${align};"><a href="${escapeHtml(safeUrl(footerLink.url))}" style="color:#0b6e4f;">${escapeHtml(footerLink.label)}</a></p>` : ''}
</div>
<div style="padding:16px 24px;${font}font-size:12px;line-height:1.5;color:#52606d;text-align:${align};">
<p style="margin:0;font-weight:bold;">${escapeHtml(organisation)}</p>
<p style="margin:0;">${escapeHtml(siteConfig.address)}</p>
<p style="margin:0;"><a href="${escapeHtml(origin)}" style="color:#52606d;">${escapeHtml(origin.replace(/^https?:\/\//, ''))}</a></p>
</div>
</div>
</body>
</html>
`

  const text = [
    heading,
    '='.repeat(Math.min(heading.length, 60)),
    '',
    ...paragraphs.flatMap((line) => [line, '']),
    ...(action ? [`${action.label}:`, safeUrl(action.url), ''] : []),
    ...after.flatMap((line) => [line, '']),
    ...(footerLink ? [`${footerLink.label}: ${safeUrl(footerLink.url)}`, ''] : []),
    '-- ',
    organisation,
    siteConfig.address,
    origin,
    '',
  ].join('\n')

  return { html, text }
}
