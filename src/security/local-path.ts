/**
 * The one rule for every redirect the site makes to an address it was given (the preview's
 * `?to=`, the login's `?redirect=`, the panel's hand-over): a path on this site, or nothing.
 *
 * Deciding by prefixes (`//`, `/\`) is not enough: browsers strip tabs and newlines from a URL
 * and read a backslash as a slash, so `/%09/evil.example` or `/\evil.example` leave the site.
 * Here the WHATWG URL parser (the browser's own algorithm) resolves the value against a
 * placeholder origin, and the value counts only when it stays on that origin; control
 * characters, spaces and backslashes are refused outright, before any parser sees them. What
 * is returned is the parser's own serialisation (path, query, fragment), never the raw input,
 * so that no header ever carries a byte the check did not see.
 */

const placeholder = 'http://local-path.invalid'

/** C0 controls, space, DEL and the C1 range, and the backslash. */
const unsafeCharacter = /[\u0000-\u0020\u007f-\u009f\\]/

/**
 * `value` as a path on this site (`/a/b?c#d`), or null when it is not one. With `under`, only a
 * path equal to it or below it (`/admin`, `/admin/...`, `/admin?x`).
 */
export function toLocalPath(value: string | null | undefined, under?: string): string | null {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return null
  if (!value.startsWith('/') || value.startsWith('//')) return null
  if (unsafeCharacter.test(value)) return null
  let url: URL
  try {
    url = new URL(value, placeholder)
  } catch {
    return null
  }
  if (url.origin !== placeholder || url.username || url.password) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  // The serialisation of a path that stays here starts with one slash; anything else is refused.
  if (!path.startsWith('/') || path.startsWith('//')) return null
  if (under !== undefined && url.pathname !== under && !url.pathname.startsWith(`${under}/`)) return null
  return path
}

/** `toLocalPath`, or `fallback` (the home page by default). */
export const localPathOr = (value: string | null | undefined, fallback = '/', under?: string): string =>
  toLocalPath(value, under) ?? fallback
