/** A photo as `/api/gallery` sends it. */
export type GalleryPhoto = {
  id: number
  title: string
  description: string
  alt: string
  imageUrl: string | null
  width: number | null
  height: number | null
  sizes: Record<string, { url: string; width: number; height: number }>
  /** The texts shown in English: the language asked has none of its own. */
  untranslated?: ('title' | 'description' | 'alt')[]
}

/** Whether a photo's `field` is shown in English in place of a missing translation. */
export const inEnglish = (photo: GalleryPhoto, field: 'title' | 'description' | 'alt') =>
  photo.untranslated?.includes(field) ?? false

/** The grid's image sizes: the browser picks a variant by the card's width. */
export const cardSizes = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw'

/** A `srcset` of the named variants a photo has. */
export const srcSetOf = (photo: GalleryPhoto, names: string[]) =>
  names
    .map((name) => photo.sizes[name])
    .filter(Boolean)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ')

/**
 * A card's image: its URL and the variants to choose from (the same for the grid and its
 * preload). Cards stop at the 640-pixel variant: on a phone's dense screen it is sharp enough
 * for a grid, at about a third of the bytes of the large one, which the viewer shows.
 */
export function cardImage(photo: GalleryPhoto) {
  const card = photo.sizes.card ?? photo.sizes.thumbnail
  const srcSet = srcSetOf(photo, ['thumbnail', 'card'])
  return {
    src: card?.url ?? photo.imageUrl,
    srcSet,
    width: card?.width ?? photo.width ?? undefined,
    height: card?.height ?? photo.height ?? undefined,
  }
}
