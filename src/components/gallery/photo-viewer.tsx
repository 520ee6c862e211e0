'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type { RefObject } from 'react'
import { CloseIcon } from '@/components/ui/icons'
import { fillTemplate } from '@/i18n/fill'
import { englishFallback } from '../sections/english-fallback'
import { inEnglish, srcSetOf, type GalleryPhoto } from './photo-image'
import type { GalleryStrings } from './types'

/**
 * The viewer: photo `open` of `photos` in a dialog, with the previous and next buttons (and the
 * arrow keys); closing it returns the focus to the card that opened it (`opener`).
 */
export default function PhotoViewer({
  photos,
  open,
  setOpen,
  opener,
  strings,
}: {
  photos: GalleryPhoto[]
  open: number | null
  setOpen: (update: (index: number | null) => number | null) => void
  opener: RefObject<HTMLButtonElement | null>
  strings: GalleryStrings
}) {
  const move = (step: number) =>
    setOpen((index) => (index === null ? null : (index + step + photos.length) % photos.length))
  const current = open === null ? null : photos[open]
  return (
    <Dialog.Root open={current !== null} onOpenChange={(isOpen) => !isOpen && setOpen(() => null)}>
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
  )
}
