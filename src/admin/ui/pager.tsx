'use client'

import Link from 'next/link'
import { pageWindow } from '@/components/sections/pagination'
import { useAdminT } from './admin-i18n'

/**
 * The pages of a long back-office list: links (the page is in the address, so a reload or a
 * shared link keeps it), the current one marked with aria-current, "Page 2 of 5" for screen
 * readers. Nothing when everything fits on one page.
 */
export function AdminPager({
  page,
  pages,
  href,
  label,
}: {
  page: number
  pages: number
  href: (page: number) => string
  label?: string
}) {
  const { t } = useAdminT()
  if (pages <= 1) return null
  return (
    <nav aria-label={label ?? t('pagination.label')} className="bo-pager">
      <p className="bo-sr-only">{t('pagination.pageOf', { page, pages })}</p>
      <ul>
        {page > 1 && (
          <li>
            <Link
              href={href(page - 1)}
              prefetch={false}
              rel="prev"
              className="btn btn--style-secondary btn--size-small"
            >
              {t('pagination.previous')}
            </Link>
          </li>
        )}
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                href={href(n)}
                prefetch={false}
                aria-label={t('pagination.page', { page: n })}
                aria-current={n === page ? 'page' : undefined}
                className={`btn btn--size-small btn--style-${n === page ? 'primary' : 'secondary'}`}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link
              href={href(page + 1)}
              prefetch={false}
              rel="next"
              className="btn btn--style-secondary btn--size-small"
            >
              {t('pagination.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
