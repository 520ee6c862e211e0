'use client'

import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import type React from 'react'
import { getJson, queryClient } from '@/components/data/query-client'
import type { PhotoCategory } from '@/content/site-structure'
import type { LocaleCode } from '@/i18n/config'
import type { GalleryPhoto } from './photo-image'
import { CategoryPhotos } from './category-photos'
import type { GalleryStrings } from './types'

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
  if (isPending) return loading
  if (isError)
    return (
      <p role="alert" className="mt-8">
        {strings.error}
      </p>
    )
  return <CategoryPhotos photos={data ?? []} categoryLabel={categoryLabel} strings={strings} />
}

/** The photos of one category: "Loading photos...", then the grid (and its viewer), or the empty message. */
export default function PhotoGrid(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <Photos {...props} />
    </QueryClientProvider>
  )
}
