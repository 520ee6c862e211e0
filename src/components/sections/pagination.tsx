import type { TFunction } from 'i18next'
import Link from 'next/link'
import { viewQuery, type View } from '@/i18n/routing'

const href = (view: View, page: number, query: Record<string, string>) =>
  `/?${new URLSearchParams({ ...viewQuery({ ...view, page }), ...query })}`

/** Page numbers to show: the first, the last, and the current one with its neighbours; null is a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b)
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1] > 1 ? [null, n] : [n]))
}

const link =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border border-black/15 px-3 text-sm font-medium hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-white/20 dark:hover:bg-brand-800'

/**
 * The pages of a section's list: server-rendered links (`?page=`, with the list's filters), the current page
 * marked with aria-current, and "Page 2 of 5" for screen readers. Not prefetched: a visitor
 * reading page 1 rarely wants all the others.
 */
export function Pagination({
  view,
  page,
  pages,
  query = {},
  hrefOf = (n) => href(view!, n, query),
  t,
}: {
  view?: View
  page: number
  pages: number
  query?: Record<string, string>
  /** The address of page `n`, for a list that is not a section (the newsletter's archive). */
  hrefOf?: (n: number) => string
  t: TFunction
}) {
  return (
    <nav aria-label={t('pagination.label')} className="mt-10">
      <p className="sr-only">{t('pagination.pageOf', { page, pages })}</p>
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link href={hrefOf(page - 1)} prefetch={false} rel="prev" className={link}>
              {t('pagination.previous')}
            </Link>
          </li>
        )}
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={hrefOf(n)}
                prefetch={false}
                aria-label={t('pagination.page', { page: n })}
                aria-current={n === page ? 'page' : undefined}
                className={
                  n === page
                    ? `${link} border-brand-700 bg-brand-700 text-white hover:bg-brand-700 dark:bg-brand-100 dark:text-brand-800`
                    : link
                }
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link href={hrefOf(page + 1)} prefetch={false} rel="next" className={link}>
              {t('pagination.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
