'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import type React from 'react'
import { useRef, useState } from 'react'
import { getJson, queryClient } from '@/components/data/query-client'
import { CloseIcon } from '@/components/ui/icons'
import type { PhotoCategory } from '@/content/site-structure'
import type { LocaleCode } from '@/i18n/config'
import { cardImage, cardSizes, inEnglish, srcSetOf, type GalleryPhoto } from './photo-image'
import { englishFallback } from '../sections/english-fallback'
import type { GalleryStrings } from './types'
import { fillTemplate } from '@/i18n/fill'

type Photo = GalleryPhoto

type Props = {
  category: PhotoCategory
  categoryLabel: string
  locale: LocaleCode
  strings: GalleryStrings
  loading: React.ReactNode
}

function Photos({ category, categoryLabel, locale, strings, loading }: Props) {
  const { data, isPending, isError } = useQuery({
    queryKey: ['gallery', category, locale],
    queryFn: () => getJson<Photo[]>(`/api/gallery?category=${category}&locale=${locale}`),
  })
  const [open, setOpen] = useState<number | null>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  if (isPending) return loading
  if (isError)
    return (
      <p role="alert" className="mt-8">
        {strings.error}
      </p>
    )
  const photos = (data ?? []).filter((photo) => photo.imageUrl)
  if (photos.length === 0) return <p className="mt-8 text-lg">{strings.empty}</p>
  const move = (step: number) =>
    setOpen((index) => (index === null ? null : (index + step + photos.length) % photos.length))
  const current = open === null ? null : photos[open]
  return (
    <>
      <ul aria-label={categoryLabel} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo, index) => {
          const image = cardImage(photo)
          return (
            <li key={photo.id} className="overflow-hidden rounded-lg border border-black/10 dark:border-white/15">
              <button
                type="button"
                aria-haspopup="dialog"
                aria-label={fillTemplate(strings.open, { title: photo.title || photo.alt })}
                onClick={(event) => {
                  opener.current = event.currentTarget
                  setOpen(index)
                }}
                className="block w-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- WebP variants made at upload, chosen by srcset */}
                <img
                  src={image.src!}
                  srcSet={image.srcSet}
                  sizes={cardSizes}
                  width={image.width}
                  height={image.height}
                  alt={photo.alt}
                  {...englishFallback(inEnglish(photo, 'alt'))}
                  loading="lazy"
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
                    <p
                      className="mt-1 text-sm text-[var(--muted)]"
                      {...englishFallback(inEnglish(photo, 'description'))}
                    >
                      {photo.description}
                    </p>
                  )}
                </div>
              )}
            </li>
          )
        })}
      </ul>
      <Dialog.Root open={current !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/80" />
          <Dialog.Content
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              opener.current?.focus()
            }}
            onKeyDown={(event) => {
              // Arrow keys follow the reading direction: in Arabic, left is "next".
              const rtl = document.documentElement.dir === 'rtl'
              if (event.key === 'ArrowRight') move(rtl ? -1 : 1)
              else if (event.key === 'ArrowLeft') move(rtl ? 1 : -1)
            }}
            className="fixed inset-4 z-50 flex flex-col items-center justify-center gap-4 text-white outline-none"
          >
            {current && (
              <>
                <Dialog.Title
                  className="text-center text-lg font-semibold"
                  {...englishFallback(inEnglish(current, current.title ? 'title' : 'alt'))}
                >
                  {current.title || current.alt}
                </Dialog.Title>
                {/* eslint-disable-next-line @next/next/no-img-element -- the large WebP variant */}
                <img
                  src={current.sizes.large?.url ?? current.imageUrl!}
                  srcSet={srcSetOf(current, ['card', 'large'])}
                  sizes="(min-width: 1280px) 1280px, 100vw"
                  alt={current.alt}
                  {...englishFallback(inEnglish(current, 'alt'))}
                  className="max-h-[70vh] max-w-full rounded object-contain"
                />
                {current.description && (
                  <p
                    className="max-w-3xl text-center text-sm text-white/90"
                    {...englishFallback(inEnglish(current, 'description'))}
                  >
                    {current.description}
                  </p>
                )}
                <p className="text-sm text-white/80">
                  {fillTemplate(strings.position, { current: (open ?? 0) + 1, total: photos.length })}
                </p>
                <div className="flex gap-3">
                  <button
                    type="button"
                    onClick={() => move(-1)}
                    className="rounded-md bg-white/15 px-4 py-2 font-medium hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
                  >
                    {strings.previous}
                  </button>
                  <button
                    type="button"
                    onClick={() => move(1)}
                    className="rounded-md bg-white/15 px-4 py-2 font-medium hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
                  >
                    {strings.next}
                  </button>
                </div>
                <Dialog.Close
                  aria-label={strings.close}
                  className="absolute end-0 top-0 rounded-md bg-white/15 p-2 hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white"
                >
                  <CloseIcon className="size-6" />
                </Dialog.Close>
              </>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  )
}

/** The photos of one category: "Loading photos...", then the grid, or the empty message. */
export default function PhotoGrid(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <Photos {...props} />
    </QueryClientProvider>
  )
}
