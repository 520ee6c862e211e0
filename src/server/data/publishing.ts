import 'server-only'

/**
 * How a contract write saves a record that has drafts (src/core/drafts): published at once, as
 * documented, or with `?draft=true` as a draft that the site does not show until it is published.
 * A publication names its status: a save over a pending draft publishes that draft's other
 * languages too, and must not inherit its status.
 */
export function saveAs<T extends object>(data: T, draft: boolean) {
  return { data: { ...data, _status: draft ? ('draft' as const) : ('published' as const) }, draft }
}
