'use client'

import { lazy, Suspense, useRef, useState } from 'react'
import type { GalleryPhoto } from './photo-image'
import { PhotoCards } from './photo-cards'
import type { GalleryStrings } from './types'

// The viewer (Radix Dialog) loads when a photo is first opened.
const PhotoViewer = lazy(() => import('./photo-viewer'))

/**
 * A category's photos as cards that open the viewer, or the empty message. The first category's
 * come with the page (the same elements before and after the scripts run, so the largest paint is
 * not drawn twice); another's once the browser has fetched them (./photo-grid.tsx).
 */
export function CategoryPhotos({
  photos,
  categoryLabel,
  strings,
}: {
  photos: GalleryPhoto[]
  categoryLabel: string
  strings: GalleryStrings
}) {
  const [open, setOpen] = useState<number | null>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const shown = photos.filter((photo) => photo.imageUrl)
  if (shown.length === 0) return <p className="mt-8 text-lg">{strings.empty}</p>
  return (
    <>
      <PhotoCards
        photos={shown}
        categoryLabel={categoryLabel}
        strings={strings}
        onOpen={(index, button) => {
          opener.current = button
          setOpen(index)
        }}
      />
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoViewer photos={shown} open={open} setOpen={setOpen} opener={opener} strings={strings} />
        </Suspense>
      )}
    </>
  )
}
