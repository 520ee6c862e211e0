'use client'

import { lazy, Suspense, useEffect, useState } from 'react'
import { useInBrowser } from '@/components/ui/use-in-browser'
import type { PhotoCategory } from '@/content/site-structure'
import type { LocaleCode } from '@/i18n/config'
import type { GalleryStrings } from './types'
import type { GalleryPhoto } from './photo-image'
import { CategoryPhotos } from './category-photos'

type Props = {
  locale: LocaleCode
  categories: { id: PhotoCategory; label: string }[]
  strings: GalleryStrings
  /** The first category's photos, rendered with the page; null when they could not be read. */
  firstPhotos: GalleryPhoto[] | null
}

// The photo grid of a category fetched in the browser (TanStack Query) loads when it is needed only.
const PhotoGrid = lazy(() => import('./photo-grid'))

/** The category picker (one pressed at a time) and the chosen category's photos. */
export function GalleryBrowser({ locale, categories, strings, firstPhotos }: Props) {
  const first = categories[0].id
  const [category, setCategory] = useState<PhotoCategory>(first)
  // A link to a category (`#category-events`, from a search result) opens it.
  useEffect(() => {
    const open = () => {
      const linked = categories.find(({ id }) => window.location.hash === `#category-${id}`)
      if (linked) setCategory(linked.id)
    }
    open()
    window.addEventListener('hashchange', open)
    return () => window.removeEventListener('hashchange', open)
  }, [categories])
  // The first category's photos come with the page; others are fetched in the browser, with its
  // query cache (never during the server render).
  const inBrowser = useInBrowser()
  const loading = (
    <p role="status" className="mt-8 flex items-center gap-3">
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-brand-700/30 border-t-brand-700"
      />
      {strings.loading}
    </p>
  )
  const label = (id: PhotoCategory) => categories.find((c) => c.id === id)!.label
  return (
    <>
      <div role="group" aria-labelledby="gallery-categories" className="mt-8">
        <h2 id="gallery-categories" className="mb-3 text-lg font-semibold">
          {strings.chooseCategory}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {categories.map(({ id, label }) => (
            <li key={id}>
              <button
                type="button"
                aria-pressed={category === id}
                onClick={() => setCategory(id)}
                className="rounded-full border border-black/15 px-4 py-1.5 text-sm font-medium hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white dark:border-white/20"
              >
                {label}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {category === first && firstPhotos ? (
        <CategoryPhotos photos={firstPhotos} categoryLabel={label(first)} strings={strings} />
      ) : inBrowser ? (
        <Suspense fallback={loading}>
          <PhotoGrid
            key={category}
            category={category}
            categoryLabel={label(category)}
            locale={locale}
            strings={strings}
            loading={loading}
          />
        </Suspense>
      ) : (
        loading
      )}
    </>
  )
}
