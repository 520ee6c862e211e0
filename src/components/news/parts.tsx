import { formatDay } from '@/i18n/format'
import type { LocaleCode } from '@/i18n/config'
import type { PublicNews } from '@/schemas/news'
import { englishFallback } from '../sections/english-fallback'

/** Shared parts of About → News and a story's page (server components, no JavaScript). */

/** The day a story was published, written as the language writes dates. */
export function NewsDate({ day, locale, className }: { day: string; locale: LocaleCode; className?: string }) {
  return (
    <time dateTime={day} className={className}>
      {formatDay(day, locale)}
    </time>
  )
}

/**
 * The cover at the width it is shown, from its WebP variants. Its text for screen readers is
 * the story's `coverAlt` (marked English when it is), or none when it only repeats the title.
 */
export function NewsCover({
  story,
  sizes,
  eager = false,
  decorative = false,
  className = '',
}: {
  story: PublicNews
  sizes: string
  eager?: boolean
  decorative?: boolean
  className?: string
}) {
  const cover = story.cover
  if (!cover) return null
  const variants = Object.values(cover.sizes).sort((a, b) => a.width - b.width)
  const src = cover.sizes.card?.url ?? cover.url
  const width = cover.width ?? 1200
  const height = cover.height ?? 630
  return (
    // eslint-disable-next-line @next/next/no-img-element -- WebP variants made at upload
    <img
      src={src}
      srcSet={variants.length ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined}
      sizes={sizes}
      alt={decorative ? '' : story.coverAlt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`h-auto w-full rounded-md bg-black/5 object-cover ${className}`}
      {...(decorative ? {} : englishFallback(story.untranslated?.includes('coverAlt')))}
    />
  )
}
