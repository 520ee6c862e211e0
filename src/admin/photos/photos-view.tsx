import type { AdminViewServerProps } from 'payload'
import { siteContent } from '@/content'
import { photoCategories } from '@/content/site-structure'
import { photoRecords } from '@/server/data/photos'
import { adminLocale, AdminScreen, requireAdminView } from '../ui/admin-screen'
import { PhotoManager, type PhotoRecord } from './photo-manager'

/** `/admin/photo-manager`: the gallery's photos, inactive ones included. */
export async function PhotosView(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  const { payload } = props.initPageResult.req
  let photos: PhotoRecord[] | null = null
  try {
    photos = await photoRecords(payload, { locale: adminLocale(props), user })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'photo manager: loading the photos failed' })
  }
  const names = siteContent(adminLocale(props)).gallery.categories
  return (
    <AdminScreen props={props}>
      <PhotoManager photos={photos} categories={photoCategories.map((id) => ({ id, name: names[id] }))} />
    </AdminScreen>
  )
}
