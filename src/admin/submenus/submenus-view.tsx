import type { AdminViewServerProps } from 'payload'
import { submenuRecords } from '@/server/data/submenus'
import type { PageMeta } from '@/server/data/paging'
import { adminLocale, adminPageSize, AdminScreen, pageOf, requireAdminView } from '../ui/admin-screen'
import { siteAreas } from '../ui/site-areas'
import type { SubmenuRecord } from '@/schemas/submenu'
import { SubmenuManager } from './submenu-manager'

/** `/admin/submenus`: the submenus of every site area, with their names in each language. */
export async function SubmenusView(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  const { payload } = props.initPageResult.req
  const areas = (await siteAreas(payload, user, adminLocale(props))).map(({ id, name }) => ({ id, name }))
  let submenus: { items: SubmenuRecord[]; meta: PageMeta } | null = null
  try {
    submenus = await submenuRecords(payload, user, { page: pageOf(props.searchParams), limit: adminPageSize })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'submenu manager: loading the submenus failed' })
  }
  return (
    <AdminScreen props={props}>
      <SubmenuManager areas={areas} submenus={submenus?.items ?? null} meta={submenus?.meta} />
    </AdminScreen>
  )
}
