import 'server-only'
import type { Payload } from 'payload'
import type { LocaleCode } from '../../i18n/config'
import type { Photo } from '../../payload-types'
import type { PhotoCategory } from '../../content/site-structure'
import type { Admin } from '../auth'
import { presentImage } from '../images'
import type { Paging } from '../request'
import { listed, pageArgs } from './paging'

export function presentPhoto(photo: Photo) {
  const image = presentImage(photo)
  return {
    id: photo.id,
    title: photo.title ?? '',
    description: photo.description ?? '',
    alt: photo.alt || photo.title || '',
    category: photo.category,
    isActive: photo.isActive ?? true,
    imageUrl: image?.url ?? null,
    width: image?.width ?? null,
    height: image?.height ?? null,
    sizes: image?.sizes ?? {},
  }
}

export async function listPhotos(
  payload: Payload,
  { category, locale, user }: { category?: PhotoCategory; locale: LocaleCode; user: Admin | null },
  paging?: Paging,
) {
  const result = await payload.find({
    collection: 'photos',
    where: category ? { category: { equals: category } } : {},
    sort: '-createdAt',
    ...pageArgs(paging, 500),
    locale,
    fallbackLocale: 'en',
    overrideAccess: false,
    user,
  })
  return listed(result, presentPhoto)
}
