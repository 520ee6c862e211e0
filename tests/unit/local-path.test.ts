import { describe, expect, it } from 'vitest'
import { localPathOr, toLocalPath } from '../../src/security/local-path'

/*
 * Second security review, row 1: one rule decides what a local path is, for every redirect.
 * Checked against the WHATWG URL parser (what a browser does with a Location), over every
 * short combination of the characters that make browsers leave a site, not a list of strings.
 */

const base = 'https://site.example/some/page?x=1'
const origin = new URL(base).origin
const pieces = [
  '/',
  '\\',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u007f',
  '\u00a0',
  '%09',
  '%5C',
  '%2F',
  '.',
  ':',
  '@',
  'evil.example',
  '?',
  '#',
  'http:',
  'javascript:',
]

function* combinations(depth: number, prefix = ''): Generator<string> {
  if (prefix) yield prefix
  if (depth === 0) return
  for (const piece of pieces) yield* combinations(depth - 1, prefix + piece)
}

describe('toLocalPath', () => {
  it('never answers a path that a browser resolves to another origin, nor one with control characters or backslashes', () => {
    let accepted = 0
    for (const value of combinations(4)) {
      const path = toLocalPath(value)
      if (path === null) continue
      accepted++
      expect(new URL(path, base).origin, JSON.stringify(value)).toBe(origin)
      expect(path, JSON.stringify(value)).toMatch(/^\/(?!\/)/)
      expect(path, JSON.stringify(value)).not.toMatch(/[\u0000-\u0020\u007f-\u009f\\]/)
      // And what the browser makes of the raw value agrees: the check did not let through a different reading.
      expect(new URL(value, base).origin, JSON.stringify(value)).toBe(origin)
    }
    expect(accepted).toBeGreaterThan(1000)
  })

  it.each([
    ['/\t/evil.example/x'],
    ['/\t\\host/x'],
    ['/\\evil.example'],
    ['//evil.example'],
    ['/\n/evil.example'],
    ['/\r\nSet-Cookie: x=1'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['evil.example'],
    [''],
    [null],
  ])('refuses %j', (value) => {
    expect(toLocalPath(value)).toBeNull()
    expect(localPathOr(value)).toBe('/')
  })

  it.each([
    ['/', '/'],
    ['/?tab=about&section=team', '/?tab=about&section=team'],
    ['/publications/a-report?lang=fr#abstract', '/publications/a-report?lang=fr#abstract'],
    ['/search?q=flood%20risk', '/search?q=flood%20risk'],
    ['/a/../b', '/b'],
  ])('keeps %j as %j', (value, path) => {
    expect(toLocalPath(value)).toBe(path)
  })

  it('with `under`, keeps only that part of the site', () => {
    expect(toLocalPath('/admin', '/admin')).toBe('/admin')
    expect(toLocalPath('/admin/collections/users?x=1', '/admin')).toBe('/admin/collections/users?x=1')
    expect(toLocalPath('/administrator', '/admin')).toBeNull()
    expect(toLocalPath('/admin/../evil', '/admin')).toBeNull()
    expect(toLocalPath('/', '/admin')).toBeNull()
  })
})
