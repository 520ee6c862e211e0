import 'server-only'
import fs from 'node:fs'
import path from 'node:path'

let drawing: string | undefined

/**
 * The logo's drawing (`public/logo.svg`, its one source, also the organisation's logo in the
 * structured data), for the header to write into the page: an SVG shown by `<img>` is a document
 * of its own that the browser parses and lays out on the main thread of a first view (about
 * 40 ms on this machine, four times that on a slow phone). Its own title goes (the header labels
 * it in the page's language) and it is hidden from assistive technology: the element around it
 * carries the name. Read once per server.
 */
export function logoDrawing(): string {
  drawing ??= fs
    .readFileSync(path.join(process.cwd(), 'public', 'logo.svg'), 'utf8')
    .replace(/<title[^>]*>[\s\S]*?<\/title>\s*/, '')
    .replace(/\s(role|aria-labelledby)="[^"]*"/g, '')
    .replace('<svg ', '<svg aria-hidden="true" focusable="false" ')
    .trim()
  return drawing
}
