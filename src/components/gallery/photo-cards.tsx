'use client'

import { fillTemplate } from '@/i18n/fill'
import { useSavesData } from '@/components/ui/use-saves-data'
import { englishFallback } from '../sections/english-fallback'
import { cardImage, cardSizes, inEnglish, type GalleryPhoto } from './photo-image'
import type { GalleryStrings } from './types'

/** The first row of cards (three on a wide screen) is the page's largest paint: not lazy. */
const eagerCards = 3

/**
 * A category's photos as cards, each a button that opens the viewer (`onOpen`). Rendered by the
 * server for the first category, so that its photos do not wait for the scripts; `onOpen` comes
 * with the grid's script. A visitor who saves data gets each card's smallest variant.
 */
export function PhotoCards({
  photos,
  categoryLabel,
  strings,
  onOpen,
}: {
  photos: GalleryPhoto[]
  categoryLabel: string
  strings: GalleryStrings
  onOpen?: (index: number, button: HTMLButtonElement) => void
}) {
  const savingData = useSavesData()
  return (
    <ul aria-label={categoryLabel} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {photos.map((photo, index) => {
        const image = cardImage(photo)
        const smallest = photo.sizes.thumbnail?.url ?? image.src
        return (
          <li
            key={photo.id}
            className="below-fold overflow-hidden [--below-fold-height:25rem] rounded-lg border border-black/10 dark:border-white/15"
          >
            <button
              type="button"
              aria-haspopup="dialog"
              aria-label={fillTemplate(strings.open, { title: photo.title || photo.alt })}
              onClick={(event) => onOpen?.(index, event.currentTarget)}
              className="block w-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- WebP variants made at upload, chosen by srcset */}
              <img
                src={savingData ? smallest! : image.src!}
                srcSet={savingData ? undefined : image.srcSet}
                sizes={savingData ? undefined : cardSizes}
                width={image.width}
                height={image.height}
                alt={photo.alt}
                {...englishFallback(inEnglish(photo, 'alt'))}
                loading={index < eagerCards ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
                className="aspect-[4/3] w-full object-cover"
              />
            </button>
            {(photo.title || photo.description) && (
              <div className="p-4">
                {photo.title && (
                  <h3 className="font-semibold" {...englishFallback(inEnglish(photo, 'title'))}>
                    {photo.title}
                  </h3>
                )}
                {photo.description && (
                  <p className="mt-1 text-sm text-[var(--muted)]" {...englishFallback(inEnglish(photo, 'description'))}>
                    {photo.description}
                  </p>
                )}
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
