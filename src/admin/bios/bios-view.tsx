import type { AdminViewServerProps } from 'payload'
import type { MemberType } from '@/content/site-structure'
import { localeCodes, type LocaleCode } from '@/i18n/config'
import { AdminScreen, requireAdminView } from '../ui/admin-screen'
import { bioTexts, type BioRecord } from './bio-fields'
import { BioManager } from './bio-manager'

/** `/admin/bio-manager`: each member's profile, by member type and name, with its texts in each language. */
export async function BiosView(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  const { payload } = props.initPageResult.req
  let data: { members: { name: string; memberType: MemberType }[]; bios: BioRecord[] } | null = null
  try {
    const [members, bios] = await Promise.all([
      payload.find({ collection: 'members', sort: ['displayOrder', 'name'], limit: 500, depth: 0, locale: 'en', overrideAccess: false, user }),
      payload.find({ collection: 'member-bios', limit: 1000, depth: 0, locale: 'all', overrideAccess: false, user }),
    ])
    data = {
      members: members.docs.map((m) => ({ name: m.name, memberType: m.memberType as MemberType })),
      bios: bios.docs.map((doc) => {
        const localized = (field: (typeof bioTexts)[number]) => (doc[field] ?? {}) as unknown as Partial<Record<LocaleCode, string | null>>
        const texts = Object.fromEntries(
          localeCodes.map((code) => [code, Object.fromEntries(bioTexts.map((field) => [field, localized(field)[code] ?? '']))]),
        ) as BioRecord['texts']
        return {
          memberName: doc.memberName,
          memberType: doc.memberType as MemberType,
          contactEmail: doc.contactEmail ?? '',
          linkedinUrl: doc.linkedinUrl ?? '',
          isActive: doc.isActive ?? true,
          texts,
        }
      }),
    }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'bio manager: loading the members and bios failed' })
  }
  return (
    <AdminScreen props={props}>
      <BioManager data={data} />
    </AdminScreen>
  )
}
