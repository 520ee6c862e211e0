import type { AdminViewServerProps } from 'payload'
import type { MemberType } from '@/content/site-structure'
import { localeCodes, type LocaleCode } from '@/i18n/config'
import { presentImage } from '@/server/images'
import { AdminScreen, requireAdminView } from '../ui/admin-screen'
import { MemberManager, type MemberRecord } from './member-manager'

/** `/admin/member-manager`: the board and the team, with their titles in each language. */
export async function MembersView(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  const { payload } = props.initPageResult.req
  let members: MemberRecord[] | null = null
  try {
    const { docs } = await payload.find({ collection: 'members', sort: ['displayOrder', 'name'], limit: 500, depth: 1, locale: 'all', overrideAccess: false, user })
    members = docs.map((doc) => {
      const titles = (doc.title ?? {}) as unknown as Partial<Record<LocaleCode, string | null>>
      const image = presentImage(doc.image as never)
      return {
        id: doc.id,
        name: doc.name,
        memberType: doc.memberType as MemberType,
        displayOrder: doc.displayOrder ?? 1,
        isActive: doc.isActive ?? true,
        imageUrl: image?.sizes.thumbnail?.url ?? image?.url ?? null,
        titles: Object.fromEntries(localeCodes.map((code) => [code, { title: titles[code] ?? '' }])) as MemberRecord['titles'],
      }
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'member manager: loading the members failed' })
  }
  return (
    <AdminScreen props={props}>
      <MemberManager members={members} />
    </AdminScreen>
  )
}
