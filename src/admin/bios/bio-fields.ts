import type { MemberType } from '@/content/site-structure'
import type { DraftState } from '@/core/drafts'
import type { MemberBioFormValues } from '@/schemas/member-bio'

/** A member's profile as the bio screen loads it. */
export type BioRecord = { memberName: string; memberType: MemberType; draft?: DraftState } & MemberBioFormValues
