import type { AdminViewServerProps } from 'payload'
import { submenuRecords } from '@/server/data/submenus'
import { adminLocale, AdminScreen, requireAdminView } from '../ui/admin-screen'
import { siteAreas } from '../ui/site-areas'
import { SubmenuManager, type SubmenuRecord } from './submenu-manager'

/** `/admin/submenus`: the submenus of every site area, with their names in each language. */
export async function SubmenusView(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  const { payload } = props.initPageResult.req
  const areas = (await siteAreas(payload, user, adminLocale(props))).map(({ id, name }) => ({ id, name }))
  let submenus: SubmenuRecord[] | null = null
  try {
    submenus = await submenuRecords(payload, user)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'submenu manager: loading the submenus failed' })
  }
  return (
    <AdminScreen props={props}>
      <SubmenuManager areas={areas} submenus={submenus} />
    </AdminScreen>
  )
}
