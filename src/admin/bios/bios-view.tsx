import type { AdminViewServerProps } from 'payload'
import { memberTypes, type MemberType } from '@/content/site-structure'
import { bioRecord, namesWithBio } from '@/server/data/member-bios'
import { memberNames } from '@/server/data/members'
import { AdminScreen, requireAdminView } from '../ui/admin-screen'
import type { BioScreen } from './bio-fields'
import { BioManager } from './bio-manager'

/**
 * `/admin/bio-manager?type=&member=`: one member type's names, marked when they have a bio,
 * and the chosen member's profile with its texts in each language (one bio read, however many
 * members the site has).
 */
export async function BiosView(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  const { payload } = props.initPageResult.req
  const asked = props.searchParams ?? {}
  const memberType = memberTypes.find((type) => type === asked.type) ?? ('team' satisfies MemberType)
  const chosen = typeof asked.member === 'string' ? asked.member : ''
  let data: BioScreen | null = null
  try {
    const [members, withBio] = await Promise.all([
      memberNames(payload, user, memberType),
      namesWithBio(payload, user, memberType),
    ])
    // A name that is not one of the type's members (an old link) chooses no one.
    const memberName = members.some((m) => m.name === chosen) ? chosen : ''
    const bio = memberName ? await bioRecord(payload, user, { memberName, memberType }) : null
    data = { memberType, members: members.map((m) => m.name), withBio, memberName, bio }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'bio manager: loading the members and bios failed' })
  }
  return (
    <AdminScreen props={props}>
      <BioManager data={data} />
    </AdminScreen>
  )
}
