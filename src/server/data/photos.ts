import 'server-only'
import type { Payload, Where } from 'payload'
import { photoSchema } from '../../schemas/photo'
import type { LocaleCode } from '../../i18n/config'
import type { Photo } from '../../payload-types'
import type { PhotoCategory } from '../../content/site-structure'
import type { Admin } from '../auth'
import { HttpError, invalidInput, orNotFound, parsePatch } from '../http'
import { presentImage } from '../images'
import type { Paging, UploadedFile } from '../request'
import { draftStates, historyHref } from './drafts'
import { untranslatedFields } from './languages'
import { listed, pageArgs, type Listed } from './paging'
import { saveAs } from './publishing'
import { moveToTrash } from './trash'
import { cachedForVisitors } from './visitor-cache'
import type { PublicPhoto, PhotoRecord } from '../../schemas/photo'

type PhotoText = 'title' | 'description' | 'alt'

/**
 * A photo as the contract and the gallery show it. `untranslated` (in a list read) names the
 * texts shown in English because the language asked has none of its own; an alt text that is
 * the title (none of its own anywhere) is English when the title is.
 */
export function presentPhoto(photo: Photo, untranslated?: PhotoText[]): PublicPhoto {
  const image = presentImage(photo)
  const altIsTitle = !photo.alt
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
    ...(untranslated
      ? {
          untranslated: [
            ...untranslated.filter((field) => field !== 'alt'),
            ...(untranslated.includes(altIsTitle ? 'title' : 'alt') ? ['alt' as const] : []),
          ] as PhotoText[],
        }
      : {}),
  }
}

export const listPhotos = cachedForVisitors(
  'photos',
  async function listPhotos(
    payload: Payload,
    {
      category,
      locale,
      user,
      preview = false,
      latest = false,
    }: {
      category?: PhotoCategory
      locale: LocaleCode
      user: Admin | null
      /** An administrator's preview: the active photos as the gallery will show them, drafts included. */
      preview?: boolean
      /** The photo manager's list: every photo in its latest version, a draft's changes included. */
      latest?: boolean
    },
    paging?: Paging,
  ) {
    const where: Where = {}
    if (category) where.category = { equals: category }
    if (preview) where.isActive = { equals: true }
    const draft = (preview || latest) && user !== null
    const result = await payload.find({
      collection: 'photos',
      where,
      draft,
      sort: '-createdAt',
      ...pageArgs(paging, 500),
      locale,
      fallbackLocale: 'en',
      overrideAccess: false,
      user,
    })
    const fields = ['title', 'description', 'alt'] as const
    const english = await untranslatedFields(payload, {
      collection: 'photos',
      docs: result.docs,
      locale,
      fields,
      draft,
      user,
    })
    return listed(result, (photo) => presentPhoto(photo, english.get(photo.id) ?? []))
  },
)

/** Uploads a gallery photo: its fields (the shared schema) and the image, which it cannot go without. Published unless `draft`. */
export async function createPhoto(
  payload: Payload,
  {
    fields,
    file,
    locale,
    user,
    draft = false,
  }: { fields: Record<string, unknown>; file?: UploadedFile; locale: LocaleCode; user: Admin; draft?: boolean },
) {
  const data = photoSchema.parse(fields)
  if (!file) throw new HttpError(400, invalidInput, { image: 'Image file is required' })
  return presentPhoto(
    await payload.create({ collection: 'photos', ...saveAs(data, draft), file, locale, overrideAccess: false, user }),
  )
}

/**
 * Changes the fields sent (the shared schema; not the image), in one language; published unless
 * `draft`. An empty change publishes the photo's latest draft as it is.
 */
export async function updatePhoto(
  payload: Payload,
  {
    id,
    fields,
    locale,
    user,
    draft = false,
  }: { id: number; fields: Record<string, unknown>; locale: LocaleCode; user: Admin; draft?: boolean },
) {
  await orNotFound(
    payload.findByID({ collection: 'photos', id, depth: 0, draft: true, overrideAccess: false, user }),
    'No photo with this id.',
  )
  const data = parsePatch(photoSchema, fields)
  return presentPhoto(
    await payload.update({ collection: 'photos', id, ...saveAs(data, draft), locale, overrideAccess: false, user }),
  )
}

/** Deletes a photo and its files. */
export async function removePhoto(payload: Payload, { id, user }: { id: number; user: Admin }) {
  await orNotFound(
    payload.findByID({ collection: 'photos', id, depth: 0, overrideAccess: false, user }),
    'No photo with this id.',
  )
  await moveToTrash(payload, { collection: 'photos', id, user })
  return { id }
}

/** Every photo, inactive ones included, with its thumbnail and publication state, for the back office's photo manager. */
export async function photoRecords(
  payload: Payload,
  { category, locale, user }: { category?: PhotoCategory; locale: LocaleCode; user: Admin },
  paging?: Paging,
): Promise<Listed<PhotoRecord>> {
  const { items, meta } = await listPhotos(payload, { category, locale, user, latest: true }, paging)
  const drafts = await draftStates(
    payload,
    'photos',
    items.map((p) => p.id),
    user,
  )
  return {
    meta,
    items: items.map((p) => ({
      id: p.id,
      title: p.title,
      description: p.description,
      category: p.category,
      isActive: p.isActive,
      thumbnailUrl: p.sizes.thumbnail?.url ?? p.imageUrl,
      draft: drafts.get(p.id),
      history: historyHref('photos', p.id),
    })),
  }
}
