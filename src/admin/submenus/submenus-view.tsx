import type { AdminViewServerProps } from 'payload'
import type { TabId } from '@/content/site-structure'
import { localeCodes, type LocaleCode } from '@/i18n/config'
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
    const { docs } = await payload.find({ collection: 'submenus', sort: ['displayOrder', 'id'], limit: 500, locale: 'all', depth: 0, overrideAccess: false, user })
    submenus = docs.map((doc) => {
      const names = (doc.name ?? {}) as unknown as Partial<Record<LocaleCode, string | null>>
      return {
        id: doc.id,
        tabId: doc.tabId as TabId,
        sectionId: doc.sectionId,
        displayOrder: doc.displayOrder ?? 1,
        isActive: doc.isActive ?? true,
        names: Object.fromEntries(localeCodes.map((code) => [code, { name: names[code] ?? '' }])) as SubmenuRecord['names'],
      }
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'submenu manager: loading the submenus failed' })
  }
  return (
    <AdminScreen props={props}>
      <SubmenuManager areas={areas} submenus={submenus} />
    </AdminScreen>
  )
}
