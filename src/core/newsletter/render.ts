import mjml2html from 'mjml'
import { siteConfig } from '../../content/site-config'
import { directionOf } from '../../i18n/config'
import { messages } from '../../i18n/messages'
import type { PublicEdition, PublicEditionBlock } from '../../schemas/newsletter-edition'
import { escapeHtml } from '../../security/escape-html'
import { htmlToText } from '../rich-text'
import { siteOrigin, siteUrl } from '../mail/links'

/*
 * An edition as an e-mail (docs/decisions/036): MJML makes the HTML that mail programs render
 * (tables, inline styles, Outlook's conditional comments), with `lang` and `dir` on the
 * document (right-to-left for Arabic), plus a plain-text part. It is made once per edition and
 * language; each recipient's unsubscribe address replaces a placeholder (`personalise`).
 */

/** Where each recipient's own unsubscribe address goes. */
const unsubscribePlaceholder = 'https://unsubscribe.placeholder.invalid/'

export type RenderedEdition = { subject: string; html: string; text: string }

/** Only http(s) links go into a mail; a site path becomes an absolute address. */
const absolute = (url: string) => (/^https?:\/\//i.test(url) ? url : url.startsWith('/') ? siteUrl(url) : siteOrigin())

const colours = { text: '#1f2933', muted: '#52606d', accent: '#0b6e4f', heading: '#102a43', page: '#f4f6f8' }

/** The original of an image: WebP variants are not shown by every mail program. */
const imageUrl = (image: { url: string }) => escapeHtml(absolute(image.url))

function blockMjml(block: PublicEditionBlock, align: string, readMore: string): string {
  switch (block.type) {
    case 'text':
      return `<mj-text align="${align}">${block.html}</mj-text>`
    case 'image':
      if (!block.image) return ''
      return (
        `<mj-image src="${imageUrl(block.image)}" alt="${escapeHtml(block.alt)}" padding="8px 24px" />` +
        (block.caption
          ? `<mj-text align="${align}" font-size="14px" color="${colours.muted}">${escapeHtml(block.caption)}</mj-text>`
          : '')
      )
    case 'button':
      return `<mj-button href="${escapeHtml(absolute(block.url))}" align="${align}" background-color="${colours.accent}" color="#ffffff" font-size="16px" font-weight="bold" border-radius="6px" inner-padding="12px 24px">${escapeHtml(block.label)}</mj-button>`
    case 'featured': {
      const url = escapeHtml(absolute(block.url))
      return (
        `<mj-divider border-width="1px" border-color="#d9e2ec" padding="16px 24px" />` +
        (block.image ? `<mj-image src="${imageUrl(block.image)}" alt="" href="${url}" padding="0 24px 8px" />` : '') +
        `<mj-text align="${align}"><h3 style="margin:0 0 8px;font-size:18px;line-height:1.3;"><a href="${url}" style="color:${colours.heading};">${escapeHtml(block.title)}</a></h3>` +
        (block.summary ? `<p style="margin:0 0 8px;">${escapeHtml(block.summary)}</p>` : '') +
        `<p style="margin:0;"><a href="${url}" style="color:${colours.accent};">${escapeHtml(readMore)}</a></p></mj-text>`
      )
    }
  }
}

/** A text block's HTML as plain-text paragraphs. */
const plainParagraphs = (html: string) =>
  html
    .split(/<\/(?:p|h[1-6]|li|blockquote|ul|ol)>|<br\s*\/?>|<hr\s*\/?>/i)
    .map((part) => htmlToText(part))
    .filter(Boolean)

function blockText(block: PublicEditionBlock, readMore: string): string[] {
  switch (block.type) {
    case 'text':
      return plainParagraphs(block.html)
    case 'image':
      return [block.caption || block.alt].filter(Boolean)
    case 'button':
      return [`${block.label}: ${absolute(block.url)}`]
    case 'featured':
      return [[block.title, block.summary, `${readMore}: ${absolute(block.url)}`].filter(Boolean).join('\n')]
  }
}

/** The edition's mail in its language, with the placeholder for each recipient's unsubscribe address. */
export async function renderEdition(edition: PublicEdition, { test = false } = {}): Promise<RenderedEdition> {
  const locale = edition.language
  const dir = directionOf(locale)
  const align = dir === 'rtl' ? 'right' : 'left'
  const strings = messages[locale].newsletter.edition
  const organisation = messages[locale].common.siteName
  const origin = siteOrigin()
  const view = siteUrl(`${edition.url}?lang=${locale}`)
  const subject = test ? `${strings.test} ${edition.subject}` : edition.subject

  const source = `<mjml lang="${locale}" dir="${dir}">
<mj-head>
<mj-title>${escapeHtml(subject)}</mj-title>
${edition.preheader ? `<mj-preview>${escapeHtml(edition.preheader)}</mj-preview>` : ''}
<mj-attributes>
<mj-all font-family="Arial, 'Helvetica Neue', Helvetica, sans-serif" />
<mj-text font-size="16px" line-height="1.5" color="${colours.text}" padding="8px 24px" />
</mj-attributes>
<mj-style inline="inline">
a { color: ${colours.accent}; }
h1, h2, h3 { color: ${colours.heading}; line-height: 1.3; }
h2 { font-size: 20px; margin: 16px 0 8px; }
p { margin: 0 0 12px; }
</mj-style>
</mj-head>
<mj-body background-color="${colours.page}" width="600px">
<mj-section padding="12px 0"><mj-column>
<mj-text align="center" font-size="12px" color="${colours.muted}"><a href="${escapeHtml(view)}" style="color:${colours.muted};">${escapeHtml(strings.viewInBrowser)}</a></mj-text>
</mj-column></mj-section>
<mj-section background-color="#ffffff" border-radius="8px" padding="24px 0"><mj-column>
<mj-text align="${align}" font-size="24px" font-weight="bold" color="${colours.heading}"><h1 style="margin:0;font-size:24px;">${escapeHtml(edition.subject)}</h1></mj-text>
${edition.body.map((block) => blockMjml(block, align, strings.readMore)).join('\n')}
</mj-column></mj-section>
<mj-section padding="16px 0"><mj-column>
<mj-text align="${align}" font-size="12px" color="${colours.muted}">
<p style="margin:0 0 8px;">${escapeHtml(strings.why)}</p>
<p style="margin:0 0 8px;"><a href="${unsubscribePlaceholder}" style="color:${colours.accent};">${escapeHtml(strings.unsubscribe)}</a></p>
<p style="margin:0;font-weight:bold;">${escapeHtml(organisation)}</p>
<p style="margin:0;">${escapeHtml(siteConfig.address)}</p>
<p style="margin:0;"><a href="${escapeHtml(origin)}" style="color:${colours.muted};">${escapeHtml(origin.replace(/^https?:\/\//, ''))}</a></p>
</mj-text>
</mj-column></mj-section>
</mj-body>
</mjml>`
  const { html, errors } = await mjml2html(source, { validationLevel: 'soft', keepComments: false })
  if (!html) throw new Error(`The edition could not be made into an e-mail: ${errors.map((e) => e.message).join('; ')}`)

  const text = [
    subject,
    '='.repeat(Math.min(subject.length, 60)),
    '',
    ...(edition.preheader ? [edition.preheader, ''] : []),
    ...edition.body.flatMap((block) => blockText(block, strings.readMore)).flatMap((paragraph) => [paragraph, '']),
    `${strings.viewInBrowser}: ${view}`,
    '',
    strings.why,
    `${strings.unsubscribe}: ${unsubscribePlaceholder}`,
    '',
    '-- ',
    organisation,
    siteConfig.address,
    origin,
    '',
  ].join('\n')
  return { subject, html, text }
}

/** The rendered edition for one recipient: their unsubscribe page in place of the placeholder. */
export function personalise(rendered: RenderedEdition, unsubscribeUrl: string): RenderedEdition {
  return {
    subject: rendered.subject,
    html: rendered.html.replaceAll(unsubscribePlaceholder, escapeHtml(unsubscribeUrl)),
    text: rendered.text.replaceAll(unsubscribePlaceholder, unsubscribeUrl),
  }
}
