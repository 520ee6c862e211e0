import type { SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState, SerializedLexicalNode } from '@payloadcms/richtext-lexical/lexical'
import type { HTMLConverter, HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'
import { JSDOM } from 'jsdom'
import type { SanitizedConfig } from 'payload'
import { escapeHtml } from '../security/escape-html'

/** Plain paragraphs as a Lexical document, the shape the content editor stores. */
export function paragraphsToLexical(paragraphs: string[]) {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        format: '' as const,
        indent: 0,
        version: 1,
        direction: 'ltr' as const,
        textFormat: 0,
        children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      })),
    },
  }
}

/*
 * HTML in, HTML out. HTML from a request is never stored or shown as
 * it came: it is cleaned with jsdom, converted to Lexical JSON (which has no node for scripts,
 * frames or attributes), and that JSON is walked again so that only known nodes and allowed
 * link URLs remain. Rendering checks link URLs once more, for documents stored some other way.
 */

const HTML_NS = 'http://www.w3.org/1999/xhtml'

/** Elements removed with everything inside them. */
const REMOVED_ELEMENTS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'optgroup',
  'datalist',
  'template',
  'svg',
  'math',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'img',
  'picture',
  'source',
  'video',
  'audio',
  'track',
  'canvas',
  'map',
  'area',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'portal',
  'slot',
])

/** The only attributes kept, per element; everything else (on*, style, src...) is dropped. */
const KEPT_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  a: new Set(['href', 'target']),
  ol: new Set(['start']),
  li: new Set(['value']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan']),
}

/** The schemes a link may name; a link without a scheme stays on this site. */
const ALLOWED_SCHEME = /^(?:https?|mailto|tel):/i
/**
 * A colon before the first / or ? is taken for a scheme (javascript:, data:, ...), even after a #
 * (URLs say that # ends a scheme, but then `&#106;avascript:` could pass where an entity is read).
 */
const ANY_SCHEME = /^[^/?]*:/
/** Characters a browser skips or that do not show: a URL is also checked without them. */
const INVISIBLE =
  /[\u0000-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2028\u2029\u2060-\u206F\u3000\uFEFF\uFFF9-\uFFFB]/g

function isAllowedUrl(url: string): boolean {
  if (ALLOWED_SCHEME.test(url)) return true
  if (ANY_SCHEME.test(url)) return false
  // Two slashes start another host (`//evil.example`), and browsers read a backslash as a slash
  // in web URLs: `/\evil.example` and `\\evil.example` go there too.
  return !/^[/\\]{2}/.test(url)
}

/**
 * The URL to use for a link, or null when it may not be a link: http:, https:, mailto:, tel:
 * and references on this site (`/about`, `?tab=research`, `#top`, `page`), never a link to
 * another host without a scheme (`//evil.example`).
 */
function safeLinkUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  // What a browser does: control characters anywhere go (tab, newline), then spaces at the ends.
  const url = raw.replace(/[\u0000-\u001F\u007F]/g, '').trim()
  if (!url || !isAllowedUrl(url)) return null
  // The same test without any invisible character, so that nothing hides a scheme or a host.
  if (!isAllowedUrl(url.replace(INVISIBLE, ''))) return null
  return url
}

/** Whether an input has no markup at all (plain text, which becomes paragraphs). */
const isPlainText = (html: string) => !/<[a-z!/?]/i.test(html)

/** Plain text as paragraphs: a blank line separates paragraphs, a newline is a line break. */
function plainTextToHtml(text: string): string {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.replace(/\r?\n/g, '<br>')}</p>`)
    .join('')
}

/** Cleans HTML with jsdom (no script runs: jsdom only parses) and returns the body's markup. */
function sanitizeHtml(html: string): string {
  const source = isPlainText(html) ? plainTextToHtml(html) : html
  const { window } = new JSDOM(source)
  try {
    return cleanBody(window)
  } finally {
    window.close()
  }
}

function cleanBody({ document, NodeFilter }: JSDOM['window']): string {
  const body = document.body
  if (!body) return ''

  // Comments, processing instructions: nothing a visitor should get.
  const comments: Node[] = []
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_COMMENT | NodeFilter.SHOW_PROCESSING_INSTRUCTION)
  while (walker.nextNode()) comments.push(walker.currentNode)
  for (const comment of comments) comment.parentNode?.removeChild(comment)

  // Dangerous elements go with their content, as does anything outside HTML (SVG, MathML).
  for (const element of Array.from(body.querySelectorAll('*'))) {
    if (!element.isConnected) continue
    if (element.namespaceURI !== HTML_NS || REMOVED_ELEMENTS.has(element.localName)) element.remove()
  }

  for (const element of Array.from(body.querySelectorAll('*'))) {
    const kept = KEPT_ATTRIBUTES[element.localName]
    for (const name of element.getAttributeNames()) {
      if (!kept?.has(name.toLowerCase())) element.removeAttribute(name)
    }
    if (element.localName === 'a') {
      // The parser has already decoded entities (&#106;avascript:, java&#x09;script:).
      const url = safeLinkUrl(element.getAttribute('href'))
      if (url === null) element.replaceWith(...Array.from(element.childNodes))
      else element.setAttribute('href', url)
    }
  }
  return body.innerHTML
}

type Node_ = SerializedLexicalNode & {
  children?: Node_[]
  text?: unknown
  style?: unknown
  fields?: { url?: unknown; linkType?: unknown; newTab?: unknown; doc?: unknown }
}

/** Node types HTML may become; anything else (uploads, relationships...) is not taken from HTML. */
const KEPT_NODES = new Set([
  'root',
  'paragraph',
  'text',
  'linebreak',
  'tab',
  'heading',
  'list',
  'listitem',
  'quote',
  'link',
  'autolink',
  'horizontalrule',
])
const INLINE_NODES = new Set(['text', 'linebreak', 'tab', 'link', 'autolink'])

/** Unwraps links whose URL is not allowed (their text stays) and drops unknown nodes. */
function cleanNodes(nodes: Node_[] | undefined): Node_[] {
  const out: Node_[] = []
  for (const node of nodes ?? []) {
    if (!node || typeof node !== 'object') continue
    const children = Array.isArray(node.children) ? cleanNodes(node.children) : undefined
    if (node.type === 'link' || node.type === 'autolink') {
      const url = node.fields?.linkType === 'internal' ? null : safeLinkUrl(node.fields?.url)
      if (url === null) out.push(...(children ?? []))
      else out.push({ ...node, fields: { ...node.fields, url, linkType: 'custom', doc: null }, children })
      continue
    }
    if (!KEPT_NODES.has(node.type)) {
      if (children) out.push(...children)
      continue
    }
    if (node.type === 'text') {
      if (typeof node.text !== 'string') continue
      out.push({ ...node, style: '' })
      continue
    }
    out.push(children ? { ...node, children } : node)
  }
  return out
}

/** Inline nodes straight under the root go into paragraphs, as the editor expects. */
function wrapInlineRuns(nodes: Node_[]): Node_[] {
  const out: Node_[] = []
  let run: Node_[] = []
  const flush = () => {
    if (run.length && run.some((n) => n.type !== 'linebreak')) {
      out.push({
        type: 'paragraph',
        version: 1,
        format: '',
        indent: 0,
        direction: null,
        textFormat: 0,
        textStyle: '',
        children: run,
      } as Node_)
    }
    run = []
  }
  for (const node of nodes) {
    if (INLINE_NODES.has(node.type)) run.push(node)
    else {
      flush()
      out.push(node)
    }
  }
  flush()
  return out
}

function hasContent(node: Node_): boolean {
  if (node.type === 'text') return typeof node.text === 'string' && node.text.trim() !== ''
  if (node.type === 'horizontalrule') return true
  return (node.children ?? []).some(hasContent)
}

const emptyRoot = (): SerializedEditorState =>
  ({
    root: { type: 'root', format: '', indent: 0, version: 1, direction: null, children: [] },
  }) as SerializedEditorState

/** The same document with only allowed nodes and links; an empty root when nothing is left. */
function sanitizeLexical(data: SerializedEditorState | null | undefined): SerializedEditorState {
  const root = data?.root as Node_ | undefined
  if (!root || !Array.isArray(root.children)) return emptyRoot()
  const children = wrapInlineRuns(cleanNodes(root.children))
  if (!children.some(hasContent)) return emptyRoot()
  return { ...data, root: { ...root, children } } as SerializedEditorState
}

// The editor config takes a while to build: once per Payload config. Payload's converters are
// imported when first used, so that importing `paragraphsToLexical` (seed, unit tests) stays cheap.
const editorConfigs = new WeakMap<SanitizedConfig, Promise<SanitizedServerEditorConfig>>()

function editorConfigFor(config: SanitizedConfig): Promise<SanitizedServerEditorConfig> {
  let editorConfig = editorConfigs.get(config)
  if (!editorConfig) {
    editorConfig = import('@payloadcms/richtext-lexical').then(({ editorConfigFactory }) =>
      editorConfigFactory.default({ config }),
    )
    editorConfig.catch(() => editorConfigs.delete(config))
    editorConfigs.set(config, editorConfig)
  }
  return editorConfig
}

/**
 * HTML from an administrator or an integrator as the Lexical JSON the content field stores.
 * Plain text becomes paragraphs; HTML with nothing left after cleaning gives an empty root.
 */
export async function htmlToLexical(
  html: string,
  config: SanitizedConfig | Promise<SanitizedConfig>,
): Promise<SerializedEditorState> {
  const clean = sanitizeHtml(typeof html === 'string' ? html : '')
  if (clean.trim() === '') return emptyRoot()
  const [editorConfig, { convertHTMLToLexical }] = await Promise.all([
    editorConfigFor(await config),
    import('@payloadcms/richtext-lexical'),
  ])
  const converted = convertHTMLToLexical({ editorConfig, html: clean, JSDOM })
  return sanitizeLexical(converted as SerializedEditorState)
}

type LinkLike = Node_ & { children: SerializedLexicalNode[] }

/** Links whose URL passes the allow-list; any other link is rendered as its text. */
const renderLink: HTMLConverter<LinkLike> = ({ node, nodesToHTML, providedStyleTag }) => {
  const children = nodesToHTML({ nodes: node.children ?? [] }).join('')
  const url = node.fields?.linkType === 'internal' ? null : safeLinkUrl(node.fields?.url)
  if (url === null) return children
  const newTab = node.fields?.newTab ? ' rel="noopener noreferrer" target="_blank"' : ''
  return `<a${providedStyleTag} href="${escapeHtml(url)}"${newTab}>${children}</a>`
}

const converters: HTMLConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  link: renderLink,
  autolink: renderLink,
  // Uploads render only with a populated document whose URL passes the same allow-list.
  upload: (args) => {
    const value = (args.node as { value?: unknown }).value as { url?: unknown } | undefined
    if (!value || typeof value !== 'object' || safeLinkUrl(value.url) === null) return ''
    const upload = defaultConverters.upload
    return typeof upload === 'function' ? upload(args) : ''
  },
  // Nodes this site has no rendering for show their text, if any, and nothing else.
  unknown: ({ node, nodesToHTML }) => {
    const children = (node as Node_).children
    return Array.isArray(children) ? nodesToHTML({ nodes: children }).join('') : ''
  },
})

/** Stored Lexical JSON as HTML, without a container element; '' when there is nothing. */
export async function lexicalToHtml(data: SerializedEditorState | null | undefined): Promise<string> {
  if (!data || typeof data !== 'object' || !Array.isArray((data.root as Node_ | undefined)?.children)) return ''
  const { convertLexicalToHTML } = await import('@payloadcms/richtext-lexical/html')
  return convertLexicalToHTML({ data, converters, disableContainer: true })
}

/** Elements after which text reads as a separate word. */
const BLOCK_ELEMENTS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
])
const SILENT_ELEMENTS = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'svg',
  'math',
  'head',
  'title',
])

/**
 * HTML as plain text (entities decoded, whitespace collapsed), for previews. With maxLength,
 * at most that many UTF-16 code units, never half of a surrogate pair.
 */
export function htmlToText(html: string, maxLength?: number): string {
  if (typeof html !== 'string' || html === '') return ''
  const parts: string[] = []
  const visit = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.nodeValue ?? '')
    else if (node.nodeType === 1 || node.nodeType === 11) {
      const name = (node as Element).localName
      if (name && SILENT_ELEMENTS.has(name)) return
      const block = name !== undefined && BLOCK_ELEMENTS.has(name)
      if (block) parts.push(' ')
      node.childNodes.forEach(visit)
      if (block) parts.push(' ')
    }
  }
  visit(JSDOM.fragment(html))
  let text = parts.join('').replace(/\s+/g, ' ').trim()
  if (maxLength !== undefined && text.length > maxLength) {
    let end = Math.max(0, Math.floor(maxLength))
    const last = text.charCodeAt(end - 1)
    if (end > 0 && last >= 0xd800 && last <= 0xdbff) end -= 1
    text = text.slice(0, end).trimEnd()
  }
  return text
}
