import type { MemberType } from '@/content/site-structure'
import type { DraftState } from '@/core/drafts'
import type { MemberBioFormValues, PublicBio } from '@/schemas/member-bio'

/** A member's profile as the bio screen loads it: whose it is (as the contract names it) and its texts in every language. */
export type BioRecord = Pick<PublicBio, 'memberName' | 'memberType'> & { draft?: DraftState } & MemberBioFormValues

/** What the bio screen shows: one member type's names (those with a bio marked) and the chosen member's bio. */
export type BioScreen = {
  memberType: MemberType
  members: string[]
  withBio: string[]
  memberName: string
  bio: BioRecord | null
}
