import type { AdminViewServerProps } from 'payload'
import { siteContent } from '@/content'
import { photoCategories, type PhotoCategory } from '@/content/site-structure'
import { photoRecords } from '@/server/data/photos'
import type { PageMeta } from '@/server/data/paging'
import { adminLocale, adminPageSize, AdminScreen, pageOf, requireAdminView } from '../ui/admin-screen'
import type { PhotoRecord } from '@/schemas/photo'
import { PhotoManager } from './photo-manager'

/** `/admin/photo-manager`: the gallery's photos, inactive ones included. */
export async function PhotosView(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  const { payload } = props.initPageResult.req
  // The category shown (`?category=`), else all of them.
  const asked = props.searchParams?.category
  const category = photoCategories.find((id) => id === asked) as PhotoCategory | undefined
  let photos: { items: PhotoRecord[]; meta: PageMeta } | null = null
  try {
    photos = await photoRecords(
      payload,
      { category, locale: adminLocale(props), user },
      { page: pageOf(props.searchParams), limit: adminPageSize },
    )
  } catch (error) {
    payload.logger.error({ err: error, msg: 'photo manager: loading the photos failed' })
  }
  const names = siteContent(adminLocale(props)).gallery.categories
  return (
    <AdminScreen props={props}>
      <PhotoManager
        photos={photos?.items ?? null}
        meta={photos?.meta}
        category={category}
        categories={photoCategories.map((id) => ({ id, name: names[id] }))}
      />
    </AdminScreen>
  )
}
