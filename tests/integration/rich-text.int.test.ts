import { JSDOM } from 'jsdom'
import { ValidationError, type Payload, type SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { htmlToLexical, htmlToText, lexicalToHtml } from '../../src/core/rich-text'
import { testPayload } from '../helpers/payload'

/**
 * Rich content: HTML in becomes Lexical JSON, Lexical JSON becomes
 * HTML out, and nothing that can run in a visitor's browser survives either way.
 */

type Doc = Awaited<ReturnType<typeof htmlToLexical>>
type Node = { type: string; text?: string; children?: Node[]; fields?: { url?: unknown } }

let payload: Payload
let config: Promise<SanitizedConfig>
beforeAll(async () => {
  config = (await import('@payload-config')).default
  payload = await testPayload()
})

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

const roundTrip = async (html: string) => lexicalToHtml(await htmlToLexical(html, config))

/** Every node of a document, depth first. */
function nodes(doc: Doc): Node[] {
  const all: Node[] = []
  const visit = (node: Node) => {
    all.push(node)
    node.children?.forEach(visit)
  }
  visit(doc.root as unknown as Node)
  return all
}

/** A web, mail or phone URL, or a reference on this site: no other scheme, no second host (`//`, `/\`). */
const ALLOWED_URL = /^(?:(?:https?:|mailto:|tel:)|(?![^/?]*:)(?![/\\]{2}))/i
/** Without whitespace and control characters, where a scheme could hide. */
const squeezed = (text: string) => text.replace(/[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\ufeff]/g, '')
/** The tags lexicalToHtml may write for the default editor features. */
const RENDERED_TAGS = new Set('p h1 h2 h3 h4 h5 h6 ul ol li a strong em span code sub sup br hr blockquote'.split(' '))

/** Fails unless the HTML is harmless by every measure the contract names, and then some. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script/i)
  expect(html).not.toMatch(/\son\w+\s*=/i)
  expect(html.toLowerCase()).not.toContain('javascript:')
  expect(squeezed(html).toLowerCase()).not.toContain('javascript:')
  expect(squeezed(html).toLowerCase()).not.toContain('vbscript:')
  expect(html.toLowerCase()).not.toContain('data:text/html')
  expect(html).not.toMatch(/<iframe/i)
  expect(html).not.toMatch(/<svg/i)
  expect(html).not.toMatch(/<math/i)
  expect(html).not.toMatch(/<(?:style|img|form|button|object|embed)\b/i)
  // Parsed as a browser would: only the expected tags, and links with allowed URLs only.
  const { document } = new JSDOM(`<!DOCTYPE html><body>${html}</body>`).window
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    expect(RENDERED_TAGS, `<${element.localName}> in ${html}`).toContain(element.localName)
    for (const name of element.getAttributeNames()) expect(name).not.toMatch(/^on/i)
    if (element.localName === 'a') expect(element.getAttribute('href') ?? '').toMatch(ALLOWED_URL)
  }
}

/** Fails unless the stored JSON has no link with a URL outside the allow-list. */
function expectSafeDocument(doc: Doc) {
  for (const node of nodes(doc)) {
    expect(['upload', 'relationship', 'block', 'inlineBlock']).not.toContain(node.type)
    if (node.type === 'link' || node.type === 'autolink') {
      expect(String(node.fields?.url)).toMatch(ALLOWED_URL)
      expect(squeezed(String(node.fields?.url))).toMatch(ALLOWED_URL)
    }
  }
  expect(squeezed(JSON.stringify(doc)).toLowerCase()).not.toContain('javascript:')
}

describe('htmlToLexical and lexicalToHtml: the meaning survives a round trip', () => {
  const rows: [string, string, RegExp[]][] = [
    ['bold text', '<p>Hello <strong>world</strong></p>', [/^<p>Hello <strong>world<\/strong><\/p>$/]],
    ['b and i tags', '<p><b>Bold</b> and <i>italic</i></p>', [/<strong>Bold<\/strong> and <em>italic<\/em>/]],
    [
      'headings',
      '<h2>Section</h2><h3>Subsection</h3><p>Body</p>',
      [/<h2>Section<\/h2>/, /<h3>Subsection<\/h3>/, /<p>Body<\/p>/],
    ],
    ['bullet list', '<ul><li>One</li><li>Two</li></ul>', [/^<ul[^>]*><li[^>]*>One<\/li><li[^>]*>Two<\/li><\/ul>$/]],
    [
      'numbered list',
      '<ol><li>First</li><li>Second</li></ol>',
      [/^<ol[^>]*><li[^>]*>First<\/li><li[^>]*>Second<\/li><\/ol>$/],
    ],
    [
      'https link',
      '<p>Visit <a href="https://example.org/path?a=1&amp;b=2">our site</a>.</p>',
      [/<p>Visit <a href="https:\/\/example\.org\/path\?a=1&amp;b=2">our site<\/a>\.<\/p>/],
    ],
    [
      'link in a new tab',
      '<p><a href="https://example.org" target="_blank">out</a></p>',
      [/<a href="https:\/\/example\.org" rel="noopener noreferrer" target="_blank">out<\/a>/],
    ],
    [
      'mailto link',
      '<p><a href="mailto:info@example.org">Write to us</a></p>',
      [/<a href="mailto:info@example\.org">Write to us<\/a>/],
    ],
    ['tel link', '<p><a href="tel:+8801700000000">Call</a></p>', [/<a href="tel:\+8801700000000">Call<\/a>/]],
    [
      'relative links',
      '<p><a href="/about">About</a> <a href="#team">Team</a></p>',
      [/<a href="\/about">About<\/a>/, /<a href="#team">Team<\/a>/],
    ],
    ['line breaks', '<p>Line one<br>Line two<br/>Line three</p>', [/<p>Line one<br \/>Line two<br \/>Line three<\/p>/]],
    ['Bengali', '<p>জলবায়ু পরিবর্তন ও বন্যা</p>', [/<p>জলবায়ু পরিবর্তন ও বন্যা<\/p>/]],
    ['Arabic', '<p dir="rtl">تغير المناخ والفيضانات</p>', [/<p>تغير المناخ والفيضانات<\/p>/]],
    ['Japanese', '<h2>気候変動</h2><p>洪水の研究です。</p>', [/<h2>気候変動<\/h2>/, /<p>洪水の研究です。<\/p>/]],
    [
      'emoji and entities',
      '<p>Flood 🌊 risk &amp; &lt;rain&gt; &eacute;</p>',
      [/<p>Flood 🌊 risk &amp; &lt;rain&gt; é<\/p>/],
    ],
    [
      'quote and rule',
      '<blockquote>Quoted</blockquote><hr><p>After</p>',
      [/<blockquote>Quoted<\/blockquote><hr \/><p>After<\/p>/],
    ],
    [
      'plain text',
      'First paragraph\nstill first\n\nSecond & last',
      [/^<p>First paragraph<br \/>still first<\/p><p>Second &amp; last<\/p>$/],
    ],
    ['text without a block', 'Hello <em>there</em>', [/^<p>Hello <em>there<\/em><\/p>$/]],
    ['whitespace collapses', '<p>  spread \n  over   lines </p>', [/^<p>spread over lines<\/p>$/]],
  ]

  it.each(rows)('%s', async (_name, html, patterns) => {
    const doc = await htmlToLexical(html, config)
    expectSafeDocument(doc)
    const out = await lexicalToHtml(doc)
    for (const pattern of patterns) expect(out).toMatch(pattern)
    expectHarmless(out)
    // HTML out is valid HTML in: a second round trip changes nothing.
    expect(await roundTrip(out)).toBe(out)
  })

  it('gives the Lexical nodes the editor uses', async () => {
    const doc = await htmlToLexical('<h2>T</h2><ul><li>a</li></ul><p><a href="https://example.org">l</a></p>', config)
    expect(doc.root.children.map((n) => n.type)).toEqual(['heading', 'list', 'paragraph'])
    const link = nodes(doc).find((n) => n.type === 'link')
    expect(link?.fields).toMatchObject({ url: 'https://example.org', linkType: 'custom', newTab: false })
  })

  it('converts many documents at once with one editor config', async () => {
    const outs = await Promise.all(Array.from({ length: 10 }, (_, i) => roundTrip(`<p>Item ${i}</p>`)))
    expect(outs).toEqual(Array.from({ length: 10 }, (_, i) => `<p>Item ${i}</p>`))
  })
})

describe('XSS: nothing dangerous survives HTML in, HTML out', () => {
  // [input, text that stays visible (or null), text that must be gone]
  const rows: [string, string | null, string | null][] = [
    ['<script>alert(1)</script>', null, 'alert'],
    ['<p>before</p><script>alert(1)</script><p>after</p>', 'after', 'alert'],
    ['<img src=x onerror=alert(1)>', null, null],
    ['<p>pic <img src="javascript:alert(1)"> here</p>', 'pic', null],
    ['<a href="javascript:alert(1)">click</a>', 'click', null],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', 'x', null],
    ['<a href="java&#x09;script:alert(1)">x</a>', 'x', null],
    ['<a href="jav&#x0A;ascript:alert(1)">x</a>', 'x', null],
    ['<a href="&#106;avascript:alert(1)">x</a>', 'x', null],
    ['<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>', 'x', null],
    ['<a href="javascript&colon;alert(1)">x</a>', 'x', null],
    ['<a href="\u0001javascript:alert(1)">x</a>', 'x', null],
    ['<a href="\u200bjavascript:alert(1)">x</a>', 'x', null],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', 'x', 'base64'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', 'x', 'alert'],
    ['<a href="vbscript:msgbox(1)">x</a>', 'x', 'msgbox'],
    ['<a href="https://example.org" onclick="steal()">fine link</a>', 'fine link', 'steal'],
    ['<p onclick="x()">text</p>', 'text', 'x()'],
    ['<p style="background:url(javascript:alert(1))">styled</p>', 'styled', 'background'],
    ['<body onload=alert(1)><p>body</p></body>', 'body', 'alert'],
    ['<svg onload=alert(1)>', null, null],
    ['<svg><a href="javascript:alert(1)"><text>svg link</text></a></svg>', null, 'svg link'],
    ['<iframe src="https://evil.example"></iframe>', null, 'evil'],
    ['<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">', null, null],
    ['<style>body{display:none}</style><p>ok</p>', 'ok', 'display'],
    ['<math><mtext><script>alert(1)</script></mtext></math>', null, 'alert'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', null, null],
    ['<form action="javascript:alert(1)"><button>x</button></form>', null, null],
    ['<p>safe</p><!-- <script>alert(1)</script> -->', 'safe', 'alert'],
    ['<scr<script>ipt>alert(1)</script>', null, null],
    ['<template><script>alert(1)</script></template><p>t</p>', 't', 'alert'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', null, null],
    ['<textarea><script>alert(1)</script></textarea>', null, 'alert'],
    ['<p>a <a href="https://ok.example"><img src=x onerror=alert(1)>img link</a></p>', 'img link', null],
    // Protocol-relative links lead to another host, however the slashes are written.
    ['<a href="//evil.example/login">x</a>', 'x', 'evil.example'],
    ['<a href="/\\evil.example">x</a>', 'x', 'evil.example'],
    ['<a href="\\\\evil.example">x</a>', 'x', 'evil.example'],
    ['<a href="\\/evil.example">x</a>', 'x', 'evil.example'],
    ['<a href="///evil.example">x</a>', 'x', 'evil.example'],
    ['<a href=" //evil.example">x</a>', 'x', 'evil.example'],
    ['<a href="/&#x09;/evil.example">x</a>', 'x', 'evil.example'],
    ['<a href="/\t/evil.example">x</a>', 'x', 'evil.example'],
    ['<a href="&#x0A;/&#x0D;\\evil.example">x</a>', 'x', 'evil.example'],
    ['<a href="/&#x200B;/evil.example">x</a>', 'x', 'evil.example'],
  ]

  it.each(rows)('%s', async (html, kept, gone) => {
    const doc = await htmlToLexical(html, config)
    expectSafeDocument(doc)
    const out = await lexicalToHtml(doc)
    expectHarmless(out)
    if (kept !== null) expect(htmlToText(out)).toContain(kept)
    if (gone !== null) expect(out).not.toContain(gone)
  })
})

describe('lexicalToHtml checks stored links again', () => {
  const text = (t: string) => ({ type: 'text', text: t, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
  const link = (type: 'link' | 'autolink', url: string, label: string, extra: Record<string, unknown> = {}) => ({
    type,
    version: 3,
    format: '',
    indent: 0,
    direction: null,
    fields: { url, linkType: 'custom', newTab: false, ...extra },
    children: [text(label)],
  })
  const stored = (...children: unknown[]) =>
    ({
      root: {
        type: 'root',
        version: 1,
        format: '',
        indent: 0,
        direction: null,
        children: [{ type: 'paragraph', version: 1, format: '', indent: 0, direction: null, children }],
      },
    }) as unknown as Doc

  it('renders a javascript: link as its text only', async () => {
    const out = await lexicalToHtml(stored(text('Press '), link('link', 'javascript:alert(1)', 'here'), text(' now')))
    expect(out).toBe('<p>Press here now</p>')
    expectHarmless(out)
  })

  it.each([
    ['link', ' JaVaScRiPt:alert(1)'],
    ['autolink', 'javascript:alert(1)'],
    ['link', 'java\tscript:alert(1)'],
    ['link', 'data:text/html;base64,PHNjcmlwdD4='],
    ['link', 'vbscript:msgbox(1)'],
    ['link', '&#106;avascript:alert(1)'],
    ['link', ''],
    ['link', '//evil.example'],
    ['autolink', '/\\evil.example'],
    ['link', '\\\\evil.example'],
    ['link', ' //evil.example'],
    ['link', '/\t/evil.example'],
    ['link', '\u0001//evil.example'],
    ['link', '/\u00ad/evil.example'],
  ] as const)('%s to %j', async (type, url) => {
    const out = await lexicalToHtml(stored(link(type, url, 'label')))
    expect(out).toBe('<p>label</p>')
    expectHarmless(out)
  })

  it('keeps allowed links, escaped', async () => {
    const out = await lexicalToHtml(stored(link('link', 'https://example.org/?q="x"&y=<1>', 'ok', { newTab: true })))
    expect(out).toBe(
      '<p><a href="https://example.org/?q=&quot;x&quot;&amp;y=&lt;1&gt;" rel="noopener noreferrer" target="_blank">ok</a></p>',
    )
  })

  it.each([
    '/about',
    '?tab=research&section=areas',
    '#top',
    'page',
    'page/two?x=a:b',
    'mailto:info@example.org',
    'tel:+8801700000000',
    'http://example.org/a',
  ])('keeps the link %j, in and out', async (href) => {
    const stored = await htmlToLexical(`<p><a href="${escapeAttribute(href)}">label</a></p>`, config)
    expect(nodes(stored).find((n) => n.type === 'link')?.fields?.url).toBe(href)
    expect(await lexicalToHtml(stored)).toBe(`<p><a href="${escapeAttribute(href)}">label</a></p>`)
  })

  it('renders an internal link (no page to point to here) as text', async () => {
    const out = await lexicalToHtml(
      stored(link('link', '', 'doc', { linkType: 'internal', doc: { relationTo: 'members', value: 1 } })),
    )
    expect(out).toBe('<p>doc</p>')
  })

  it('escapes stored text and drops unknown nodes', async () => {
    const out = await lexicalToHtml(stored(text('<script>alert(1)</script>'), { type: 'mystery', version: 1 }))
    expect(out).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')
    expectHarmless(out)
  })

  it.each([null, undefined, {} as Doc, stored()])('gives an empty string for %j', async (data) => {
    expect(await lexicalToHtml(data)).toBe('')
  })
})

describe('content items store the converted JSON', () => {
  const item = (content: unknown) => ({
    tabId: 'research',
    sectionId: 'publications',
    title: 'Rich text round trip',
    content,
    displayOrder: 1,
    isActive: true,
  })

  it('saves and reads back converted HTML', async () => {
    const html =
      '<h2>Findings</h2><p>Read <a href="https://example.org/report">the report</a>.</p><ul><li>জলবায়ু</li></ul>'
    const content = await htmlToLexical(html, config)
    const created = await payload.create({
      collection: 'content-items',
      data: item(content) as never,
      overrideAccess: true,
    })
    try {
      const read = await payload.findByID({ collection: 'content-items', id: created.id, overrideAccess: true })
      const out = await lexicalToHtml(read.content as Doc)
      expect(out).toMatch(/<h2>Findings<\/h2>/)
      expect(out).toMatch(/<a href="https:\/\/example\.org\/report">the report<\/a>/)
      expect(out).toMatch(/<li[^>]*>জলবায়ু<\/li>/)
      expect(out).toBe(await lexicalToHtml(content))
    } finally {
      await payload.delete({ collection: 'content-items', id: created.id, overrideAccess: true })
    }
  })

  it.each([
    '',
    '   \n\t ',
    '<script>alert(1)</script>',
    '<p>   </p>',
    '<!-- only a comment -->',
    '<style>p{}</style>',
    '<img src=x>',
  ])('%j is an empty document that the collection rejects', async (html) => {
    const content = await htmlToLexical(html, config)
    expect(content.root.children).toEqual([])
    expect(await lexicalToHtml(content)).toBe('')
    const error = await payload
      .create({ collection: 'content-items', data: item(content) as never, overrideAccess: true })
      .then(
        () => 'accepted',
        (e: unknown) => e,
      )
    expect(error).toBeInstanceOf(ValidationError)
    const messages = (error as ValidationError).data.errors.map((e) => `${e.path}: ${e.message}`)
    expect(messages).toContain('content: Content is required')
  })
})

describe('htmlToText', () => {
  const rows: [string, string][] = [
    ['<p>Hello <strong>world</strong></p>', 'Hello world'],
    [
      '<p>Tom &amp; Jerry &lt;3 &quot;x&quot; &#39;y&#39; &nbsp;caf&eacute; &#x1F30A;</p>',
      'Tom & Jerry <3 "x" \'y\' café 🌊',
    ],
    ['<h2>Title</h2><p>First</p><ul><li>a</li><li>b</li></ul>', 'Title First a b'],
    ['<p>one<br>two</p><p>three</p>', 'one two three'],
    ['  \n\t<p>  spaced \n\n   out </p>  ', 'spaced out'],
    ['<script>alert(1)</script><style>p{}</style><p>visible</p>', 'visible'],
    ['no markup at all', 'no markup at all'],
    ['<p>জলবায়ু পরিবর্তন</p>', 'জলবায়ু পরিবর্তন'],
    ['', ''],
    ['<p></p>', ''],
  ]
  it.each(rows)('%j gives %j', (html, text) => {
    expect(htmlToText(html)).toBe(text)
  })

  it('cuts at 120 characters', () => {
    const text = htmlToText(`<p>${'word '.repeat(60)}</p>`, 120)
    expect(text.length).toBeLessThanOrEqual(120)
    expect(text).toBe('word '.repeat(24).trim())
    expect(htmlToText(`<p>${'a'.repeat(300)}</p>`, 120)).toBe('a'.repeat(120))
    expect(htmlToText('<p>short</p>', 120)).toBe('short')
  })

  it('never cuts a surrogate pair in half', () => {
    const text = htmlToText(`<p>${'x'.repeat(119)}🌊 tail</p>`, 120)
    expect(text).toBe('x'.repeat(119))
    expect(htmlToText('<p>🌊🌊🌊</p>', 4)).toBe('🌊🌊')
    expect(htmlToText('<p>🌊🌊🌊</p>', 3)).toBe('🌊')
  })

  it('previews stored content', async () => {
    const doc = await htmlToLexical(`<h2>Study</h2><p>${'Flood risk &amp; rainfall. '.repeat(10)}</p>`, config)
    const preview = htmlToText(await lexicalToHtml(doc), 120)
    expect(preview.startsWith('Study Flood risk & rainfall.')).toBe(true)
    expect(preview.length).toBeLessThanOrEqual(120)
    expect(preview).not.toMatch(/[<>]/)
  })
})
