import type { MemberType } from '@/content/site-structure'
import type { Translated } from '../ui/translations'

/** A profile's texts, each written in every language. */
export const bioTexts = ['bio', 'education', 'experience', 'achievements'] as const
export type BioText = Record<(typeof bioTexts)[number], string>
export type BioRecord = { memberName: string; memberType: MemberType; contactEmail: string; linkedinUrl: string; isActive: boolean; texts: Translated<BioText> }
