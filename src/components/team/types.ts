/** A member's card in the board or team grid. */
export type GridMember = {
  id: number
  name: string
  title: string
  /** The title is shown in English: the page's language has none of its own. */
  titleInEnglish: boolean
  memberType: 'board' | 'team'
  photo: { src: string; srcSet: string } | null
}

/** The profile dialog's labels, in the page's language. */
export type TeamBioStrings = {
  loading: string
  biography: string
  education: string
  experience: string
  achievements: string
  contact: string
  email: string
  linkedin: string
  comingSoonTitle: string
  comingSoonText: string
  error: string
  close: string
}
