import 'server-only'
import type { Payload } from 'payload'
import { photoSchema } from '../../schemas/photo'
import type { LocaleCode } from '../../i18n/config'
import type { Photo } from '../../payload-types'
import type { PhotoCategory } from '../../content/site-structure'
import type { Admin } from '../auth'
import { HttpError, invalidInput, orNotFound } from '../http'
import { presentImage } from '../images'
import type { Paging, UploadedFile } from '../request'
import { listed, pageArgs } from './paging'
import { saveAs } from './publishing'
import { moveToTrash } from './trash'
import { cachedForVisitors } from './visitor-cache'

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

export const listPhotos = cachedForVisitors('photos', async function listPhotos(
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
})

/** Uploads a gallery photo: its fields (the shared schema) and the image, which it cannot go without. Published unless `draft`. */
export async function createPhoto(
  payload: Payload,
  { fields, file, locale, user, draft = false }: { fields: Record<string, unknown>; file?: UploadedFile; locale: LocaleCode; user: Admin; draft?: boolean },
) {
  const data = photoSchema.parse(fields)
  if (!file) throw new HttpError(400, invalidInput, { image: 'Image file is required' })
  return presentPhoto(await payload.create({ collection: 'photos', ...saveAs(data, draft), file, locale, overrideAccess: false, user }))
}

/** Deletes a photo and its files. */
export async function removePhoto(payload: Payload, { id, user }: { id: number; user: Admin }) {
  await orNotFound(payload.findByID({ collection: 'photos', id, depth: 0, overrideAccess: false, user }), 'No photo with this id.')
  await moveToTrash(payload, { collection: 'photos', id, user })
  return { id }
}

/** Every photo, inactive ones included, with its thumbnail, for the back office's photo manager. */
export async function photoRecords(payload: Payload, { category, locale, user }: { category?: PhotoCategory; locale: LocaleCode; user: Admin }, paging?: Paging) {
  const { items, meta } = await listPhotos(payload, { category, locale, user }, paging)
  return {
    meta,
    items: items.map((p) => ({
      id: p.id,
      title: p.title,
      description: p.description,
      category: p.category,
      isActive: p.isActive,
      thumbnailUrl: p.sizes.thumbnail?.url ?? p.imageUrl,
    })),
  }
}
