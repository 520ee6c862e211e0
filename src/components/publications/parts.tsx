import type { TFunction } from 'i18next'
import type { LocaleCode } from '@/i18n/config'
import { formatBytes } from '@/i18n/format'
import type { PublicPublication } from '@/schemas/publication'

/** Shared parts of the library and a publication's page (server components, no JavaScript). */

/** The authors in order; the ones who are our members link to their profiles. */
export function AuthorList({ authors }: { authors: PublicPublication['authors'] }) {
  return (
    <>
      {authors.map((author, index) => (
        <span key={`${author.name}-${index}`}>
          {index > 0 && ', '}
          {author.profileUrl ? (
            <a
              href={author.profileUrl}
              className="underline decoration-brand-600/50 underline-offset-2 hover:decoration-brand-700"
            >
              {author.name}
            </a>
          ) : (
            author.name
          )}
        </span>
      ))}
    </>
  )
}

const downloadClass =
  'inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:bg-brand-100 dark:text-brand-800 dark:hover:bg-white'

/** The PDF's download link with its size (in a list, described by its publication's title). */
export function DownloadLink({
  publication,
  locale,
  t,
  className = '',
  describedBy,
}: {
  publication: PublicPublication
  locale: LocaleCode
  t: TFunction
  className?: string
  describedBy?: string
}) {
  const { file } = publication
  if (!file) return null
  return (
    <a
      href={file.url}
      download={file.filename || undefined}
      type="application/pdf"
      aria-describedby={describedBy}
      className={`${downloadClass} ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 3v12m0 0 4-4m-4 4-4-4M5 21h14" />
      </svg>
      <span>
        {t('publications.download')}
        {file.size ? (
          <span className="font-normal">
            {' '}
            ({t('publications.downloadSize', { size: formatBytes(file.size, locale) })})
          </span>
        ) : null}
      </span>
    </a>
  )
}

/** The picture of the PDF's first page, at the width it is shown. */
export function Cover({
  publication,
  width,
  alt,
  eager = false,
}: {
  publication: PublicPublication
  width: number
  alt: string
  eager?: boolean
}) {
  const cover = publication.cover
  if (!cover) return null
  const src = cover.sizes.card?.url ?? cover.url
  const ratio = cover.width && cover.height ? cover.height / cover.width : 1.414
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a WebP variant made at upload
    <img
      src={src}
      alt={alt}
      width={width}
      height={Math.round(width * ratio)}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className="h-auto w-full rounded border border-black/10 bg-white shadow-sm dark:border-white/15"
    />
  )
}
