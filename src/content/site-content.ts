/**
 * The shape of the site's static content.
 * Each language's words live in `src/i18n/messages/<code>/site.json` (the translators' files,
 * checked for completeness like every namespace); icons, ids and order are defined once in
 * `site-layout.ts`, and `siteContent()` (index.ts) puts the two together into this shape.
 */
import type { IconName } from './icon-names'

export type Card = { icon: IconName; title: string; description: string }
export type TitledText = { title: string; description: string }

export type Programme = {
  /** The programme's section id. */
  id:
    | 'climate-science'
    | 'agriculture'
    | 'ecosystem'
    | 'disaster'
    | 'energy'
    | 'health'
    | 'humanitarian'
    | 'software-development'
  icon: IconName
  title: string
  /** One paragraph on what the programme does. */
  summary: string
  /** The "Focus Areas" list (empty for software development, which shows the request form). */
  focusAreas: string[]
}

type CapacityBlock = {
  id: 'training' | 'academic' | 'community' | 'exchange'
  icon: IconName
  title: string
  description: string
  /** Featured Courses, Current Partnerships, Flagship Programs or Upcoming Events. */
  listTitle: string
  items: string[]
}

type Internship = { title: string; description: string; /** e.g. "6 to 12 months" */ duration: string }

export type SiteContent = {
  about: {
    /** Organisation summary, several paragraphs. */
    description: string[]
    vision: { title: string; text: string }
    mission: {
      title: string
      /** Exactly four: actionable research, evidence-based policy advice, capacity building, collaboration. */ points: string[]
    }
    board: { intro: string }
    team: { intro: string }
    partners: { intro: string; categories: Card[] }
    /** About → News (docs/decisions/032). */
    news: { intro: string }
    /** About → Events (docs/decisions/032). */
    events: { intro: string }
  }
  programmes: {
    /** Says there are seven programmes (eight are listed, software development among them). */
    intro: string
    focusAreasTitle: string
    list: Programme[]
    softwareDevelopment: { intro: string; formTitle: string }
  }
  policy: {
    areas: { intro: string; list: (Card & { fullWidth?: boolean })[] }
    process: { intro: string; /** Assessment, Consultation, Development. */ steps: TitledText[] }
  }
  project: {
    services: { intro: string; list: Card[] }
    /** Technical Excellence, Data-Driven Decision Making, Community-Centered, Results-Oriented. */
    approach: { intro: string; principles: TitledText[] }
  }
  research: {
    areas: { intro: string; list: Card[] }
    /** The library's introduction; the publications themselves are in the CMS. */
    publications: { intro: string }
  }
  capacity: { intro: string; blocks: CapacityBlock[] }
  join: {
    careers: {
      intro: string
      openingsTitle: string
      openings: TitledText[]
      offerTitle: string
      offer: string[]
      applyTitle: string
      /** Contains {{email}}; tells the reader to put the position in the subject. */
      apply: string
    }
    internships: {
      intro: string
      typesTitle: string
      /** The Climate & Data Fellowship lasts 6 to 12 months, the others 3 to 6 months. */
      types: Internship[]
      benefitsTitle: string
      benefits: string[]
      applyTitle: string
      /** Resume, transcript and a 500-word proposal; contains {{email}}. */
      apply: string
      requirements: string[]
    }
    volunteer: {
      intro: string
      rolesTitle: string
      roles: TitledText[]
      perksTitle: string
      perks: string[]
      signUpTitle: string
      /** Sign up through the contact form below the home page or by e-mail; contains {{email}}. */
      signUp: string
    }
    partnerships: { intro: string; types: Card[]; contactTitle: string; /** contains {{email}} */ contact: string }
    contact: {
      intro: string
      emailLabel: string
      phoneLabel: string
      addressLabel: string
      hoursLabel: string
      hours: string
    }
  }
  gallery: {
    intro: string
    chooseCategory: string
    categories: Record<
      | 'climate-science'
      | 'agriculture'
      | 'ecosystem'
      | 'disaster'
      | 'energy'
      | 'health'
      | 'humanitarian'
      | 'software-development'
      | 'policy'
      | 'research'
      | 'capacity'
      | 'partnerships'
      | 'events'
      | 'general',
      string
    >
  }
}
