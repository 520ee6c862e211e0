import type { AdminViewServerProps } from 'payload'
import type { MemberType } from '@/content/site-structure'
import { bioRecords } from '@/server/data/member-bios'
import { memberNames } from '@/server/data/members'
import { AdminScreen, requireAdminView } from '../ui/admin-screen'
import type { BioRecord } from './bio-fields'
import { BioManager } from './bio-manager'

/** `/admin/bio-manager`: each member's profile, by member type and name, with its texts in each language. */
export async function BiosView(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  const { payload } = props.initPageResult.req
  let data: { members: { name: string; memberType: MemberType }[]; bios: BioRecord[] } | null = null
  try {
    const [members, bios] = await Promise.all([memberNames(payload, user), bioRecords(payload, user)])
    data = { members, bios }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'bio manager: loading the members and bios failed' })
  }
  return (
    <AdminScreen props={props}>
      <BioManager data={data} />
    </AdminScreen>
  )
}
