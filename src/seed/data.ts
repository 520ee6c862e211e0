/**
 * The shipped seed data: board and team members, their biographies, gallery photos, a few
 * content items, publications and news stories. The seeding engine (src/seed/index.ts) consumes these constants.
 *
 * Here is the structure: keys, order, names, images, categories, places. The texts, English
 * included, are in src/seed/translations/<code>.json, keyed by each record's key and field.
 *
 * Every record has a stable `key`. Keys must never change once shipped: the engine uses them to
 * remember what it has already added, so that administrators' edits and deletions survive.
 *
 * All people are fictional. Image files live in src/seed/assets/members/ and
 * src/seed/assets/photos/, one per record (a unit test checks that every
 * record has its image and every image its record).
 */
import type { MemberType, PhotoCategory, PublicationTheme, PublicationType, TabId } from '../content/site-structure'
import { requiredSeedText, seedText, type InLanguages } from './translations/texts'

type Localized = InLanguages<string>

export type SeedMember = {
  key: string
  name: string
  title: Localized
  memberType: MemberType
  displayOrder: number
  /** File name in src/seed/assets/members/. */
  image?: string
}

export type SeedBio = {
  key: string
  memberName: string
  memberType: MemberType
  bio: Localized
  education?: Localized
  experience?: Localized
  achievements?: Localized
  contactEmail?: string
  linkedinUrl?: string
}

export type SeedPhoto = {
  key: string
  /** File name in src/seed/assets/photos/. */
  file: string
  category: PhotoCategory
  title: Localized
  description?: Localized
  alt: Localized
}

export type SeedPublication = {
  key: string
  /** File name in src/seed/assets/publications/ (made by scripts/make-seed-pdfs.ts). */
  file: string
  slug: string
  /** In order; `member` is the key of a seed member, whose profile the name links to. */
  authors: { name: string; member?: string }[]
  year: number
  type: PublicationType
  themes: PublicationTheme[]
  documentLanguages: string[]
  licence?: string
  featured?: boolean
  title: Localized
  abstract: Localized
}

export type SeedEvent = {
  key: string
  slug: string
  /** Days from the seeding to the start (negative: past), and the start and end in SITE_TIME_ZONE's hours. */
  daysAhead: number
  hours: [start: number, end: number]
  programmes: PublicationTheme[]
  onlineUrl?: string
  registration: 'none' | 'form'
  capacity?: number
  recordingUrl?: string
  slidesUrl?: string
  reportUrl?: string
  title: Localized
  summary: Localized
  venue: Localized
  description: Localized
}

export type SeedNews = {
  key: string
  slug: string
  /** The day it was published, YYYY-MM-DD. */
  publishedDate: string
  programmes: PublicationTheme[]
  /** In order; `member` is the key of a seed member, whose profile the name links to. */
  authors: { name: string; member?: string }[]
  /** The cover: a file in src/seed/assets/photos/ (the gallery's pictures). */
  cover: string
  title: Localized
  summary: Localized
  coverAlt: Localized
  paragraphs: InLanguages<string[]>
}

export type SeedContentItem = {
  key: string
  tabId: TabId
  sectionId: string
  title: Localized
  paragraphs: InLanguages<string[]>
  displayOrder: number
}

// ---------------------------------------------------------------------------------------------
// Members
// ---------------------------------------------------------------------------------------------

const members: Omit<SeedMember, 'title'>[] = [
  // Board of Advisors
  {
    key: 'member-board-1',
    name: 'Prof. Mahbubul Alam Khondoker',
    memberType: 'board',
    displayOrder: 1,
    image: 'member-board-1.jpg',
  },
  {
    key: 'member-board-2',
    name: 'Dr. Hélène Marchetti-Duval',
    memberType: 'board',
    displayOrder: 2,
    image: 'member-board-2.jpg',
  },
  {
    key: 'member-board-3',
    name: 'Dr. Shirin Akhter Chowdhury',
    memberType: 'board',
    displayOrder: 3,
    image: 'member-board-3.jpg',
  },
  {
    key: 'member-board-4',
    name: 'Farhan Iqbal Siddiqui',
    memberType: 'board',
    displayOrder: 4,
    image: 'member-board-4.jpg',
  },

  // Team
  {
    key: 'member-team-1',
    name: 'Dr. Tahmina Sultana',
    memberType: 'team',
    displayOrder: 1,
    image: 'member-team-1.jpg',
  },
  {
    key: 'member-team-2',
    name: 'Ayesha Siddiqa Rahmān',
    memberType: 'team',
    displayOrder: 2,
    image: 'member-team-2.jpg',
  },
  {
    key: 'member-team-3',
    name: 'Sajid Hossain Arnob',
    memberType: 'team',
    displayOrder: 3,
    // No image: exercises the site's placeholder for members without a photo.
  },
  {
    key: 'member-team-4',
    name: 'Priyanka Debnath',
    memberType: 'team',
    displayOrder: 4,
    image: 'member-team-4.jpg',
  },
  {
    key: 'member-team-5',
    name: 'Imran Kabir Chowdhury',
    memberType: 'team',
    displayOrder: 5,
    image: 'member-team-5.jpg',
  },
  {
    key: 'member-team-6',
    name: 'Rashed Mahmud Khan',
    memberType: 'team',
    displayOrder: 6,
    image: 'member-team-6.jpg',
  },
]

// ---------------------------------------------------------------------------------------------
// Biographies. Farhan Iqbal Siddiqui (board) and Rashed Mahmud Khan (team) deliberately have
// none, so the site shows "Profile Coming Soon".
// ---------------------------------------------------------------------------------------------

const bios: Omit<SeedBio, 'bio' | 'education' | 'experience' | 'achievements'>[] = [
  {
    key: 'bio-board-1',
    memberName: 'Prof. Mahbubul Alam Khondoker',
    memberType: 'board',
    contactEmail: 'm.khondoker@example.org',
    linkedinUrl: 'https://www.linkedin.com/in/mahbubul-khondoker-example',
  },
  {
    key: 'bio-board-2',
    memberName: 'Dr. Hélène Marchetti-Duval',
    memberType: 'board',
    // Deliberately no e-mail or LinkedIn: the Contact block must stay hidden.
  },
  {
    key: 'bio-board-3',
    memberName: 'Dr. Shirin Akhter Chowdhury',
    memberType: 'board',
    contactEmail: 'shirin.chowdhury@example.org',
    linkedinUrl: 'https://www.linkedin.com/in/shirin-akhter-chowdhury-example',
  },
  {
    key: 'bio-team-1',
    memberName: 'Dr. Tahmina Sultana',
    memberType: 'team',
    contactEmail: 'tahmina.sultana@example.org',
    linkedinUrl: 'https://www.linkedin.com/in/tahmina-sultana-climate-example',
  },
  {
    key: 'bio-team-2',
    memberName: 'Ayesha Siddiqa Rahmān',
    memberType: 'team',
    contactEmail: 'ayesha.rahman@example.org',
    // No LinkedIn profile: only the Email button should show.
  },
  {
    key: 'bio-team-3',
    memberName: 'Sajid Hossain Arnob',
    memberType: 'team',
    contactEmail: 'sajid.arnob@example.org',
    linkedinUrl: 'https://www.linkedin.com/in/sajid-hossain-arnob-example',
  },
  {
    key: 'bio-team-4',
    memberName: 'Priyanka Debnath',
    memberType: 'team',
    contactEmail: 'priyanka.debnath@example.org',
    linkedinUrl: 'https://www.linkedin.com/in/priyanka-debnath-gis-example',
  },
  {
    key: 'bio-team-5',
    memberName: 'Imran Kabir Chowdhury',
    memberType: 'team',
    contactEmail: 'imran.chowdhury@example.org',
    linkedinUrl: 'https://www.linkedin.com/in/imran-kabir-chowdhury-example',
  },
]

// ---------------------------------------------------------------------------------------------
// Gallery photos (illustrations). Categories software-development, policy and partnerships are
// deliberately left empty so the gallery's empty state can be seen.
// ---------------------------------------------------------------------------------------------

const photos: Omit<SeedPhoto, 'title' | 'description' | 'alt'>[] = [
  {
    key: 'photo-climate-weather-station',
    file: 'climate-weather-station.jpg',
    category: 'climate-science',
  },
  {
    key: 'photo-agriculture-rice-paddies',
    file: 'agriculture-rice-paddies-delta.jpg',
    category: 'agriculture',
  },
  {
    key: 'photo-ecosystem-mangrove',
    file: 'ecosystem-mangrove-forest.jpg',
    category: 'ecosystem',
  },
  {
    key: 'photo-disaster-cyclone-shelter',
    file: 'disaster-cyclone-shelter.jpg',
    category: 'disaster',
  },
  {
    key: 'photo-disaster-coastal-embankment',
    file: 'disaster-coastal-embankment.jpg',
    category: 'disaster',
  },
  {
    key: 'photo-energy-rooftop-solar',
    file: 'energy-rooftop-solar.jpg',
    category: 'energy',
  },
  {
    key: 'photo-health-community-camp',
    file: 'health-community-camp.jpg',
    category: 'health',
  },
  {
    key: 'photo-humanitarian-relief-distribution',
    file: 'humanitarian-relief-distribution.jpg',
    category: 'humanitarian',
  },
  {
    key: 'photo-research-river-boat',
    file: 'research-river-boat.jpg',
    category: 'research',
  },
  {
    key: 'photo-capacity-training-workshop',
    file: 'capacity-training-workshop.jpg',
    category: 'capacity',
  },
  {
    key: 'photo-events-research-symposium',
    file: 'events-research-symposium.jpg',
    category: 'events',
  },
  {
    key: 'photo-general-river-evening',
    file: 'general-river-evening.jpg',
    category: 'general',
  },
]

// ---------------------------------------------------------------------------------------------
// Content items. Paragraphs are plain text; the engine turns each into a <p>.
// ---------------------------------------------------------------------------------------------

const contentItems: Omit<SeedContentItem, 'title' | 'paragraphs'>[] = [
  {
    key: 'content-about-description-our-approach',
    tabId: 'about',
    sectionId: 'description',
    displayOrder: 1,
  },
  {
    key: 'content-research-publications-coastal-salinity-report',
    tabId: 'research',
    sectionId: 'publications',
    displayOrder: 2,
  },
  {
    key: 'content-join-careers-gis-research-officer',
    tabId: 'join',
    sectionId: 'careers',
    displayOrder: 3,
  },
  {
    key: 'content-capacity-training-climate-data-workshop',
    tabId: 'capacity',
    sectionId: 'training',
    displayOrder: 4,
  },
  {
    key: 'content-programmes-disaster-early-warning-pilot',
    tabId: 'programmes',
    sectionId: 'disaster',
    displayOrder: 5,
  },
]

// ---------------------------------------------------------------------------------------------
// Publications (the Research tab's library). Authors who are members link to their profiles.
// ---------------------------------------------------------------------------------------------

const publications: Omit<SeedPublication, 'title' | 'abstract'>[] = [
  {
    key: 'publication-drinking-water-salinity',
    file: 'drinking-water-salinity.pdf',
    slug: 'drinking-water-salinity-coastal-bangladesh',
    authors: [
      { name: 'Tahmina Sultana', member: 'member-team-1' },
      { name: 'R. Ahmed' },
      { name: 'S. Khatun' },
      { name: 'L. Moreau' },
    ],
    year: 2025,
    type: 'report',
    themes: ['climate-science', 'health'],
    documentLanguages: ['en', 'bn'],
    licence: 'CC BY 4.0',
    featured: true,
  },
  {
    key: 'publication-anticipatory-cash-transfers',
    file: 'anticipatory-cash-transfers.pdf',
    slug: 'anticipatory-cash-transfers-jamuna-char-lands',
    authors: [
      { name: 'M. Hossain' },
      { name: 'Ayesha Siddiqa Rahmān', member: 'member-team-2' },
      { name: 'F. Begum' },
      { name: 'J. Turner' },
    ],
    year: 2024,
    type: 'policy-brief',
    themes: ['humanitarian', 'disaster'],
    documentLanguages: ['en'],
    licence: 'CC BY 4.0',
  },
  {
    key: 'publication-heat-stress-dhaka',
    file: 'heat-stress-dhaka.pdf',
    slug: 'heat-stress-outdoor-work-dhaka',
    authors: [
      { name: 'T. Rahman' },
      { name: 'N. Akter' },
      { name: 'Sajid Hossain Arnob', member: 'member-team-3' },
      { name: 'A. Lindqvist' },
    ],
    year: 2023,
    type: 'working-paper',
    themes: ['health', 'climate-science'],
    documentLanguages: ['en'],
    licence: 'CC BY-NC 4.0',
  },
]

// ---------------------------------------------------------------------------------------------
// News (About → News, docs/decisions/032), the newest first. The covers are gallery pictures.
// ---------------------------------------------------------------------------------------------

const news: Pick<SeedNews, 'key' | 'slug' | 'publishedDate' | 'programmes' | 'authors' | 'cover'>[] = [
  {
    key: 'news-cyclone-shelter-survey',
    slug: 'cyclone-shelter-survey-khulna-coast',
    publishedDate: '2026-05-12',
    programmes: ['disaster', 'humanitarian'],
    authors: [{ name: 'Ayesha Siddiqa Rahmān', member: 'member-team-2' }],
    cover: 'disaster-cyclone-shelter.jpg',
  },
  {
    key: 'news-heat-action-workshop',
    slug: 'dhaka-heat-action-workshop',
    publishedDate: '2026-03-04',
    programmes: ['health', 'climate-science'],
    authors: [{ name: 'Sajid Hossain Arnob', member: 'member-team-3' }, { name: 'N. Akter' }],
    cover: 'events-research-symposium.jpg',
  },
  {
    key: 'news-solar-irrigation-partnership',
    slug: 'solar-irrigation-partnership-northern-districts',
    publishedDate: '2025-11-20',
    programmes: ['energy', 'agriculture'],
    authors: [{ name: 'Tahmina Sultana', member: 'member-team-1' }],
    cover: 'energy-rooftop-solar.jpg',
  },
]

// ---------------------------------------------------------------------------------------------
// The records with their texts in every language.
// ---------------------------------------------------------------------------------------------

export const seedMembers: SeedMember[] = members.map((member) => ({
  ...member,
  title: requiredSeedText(`members.${member.key}.title`, (t) => t.members[member.key]?.title),
}))

export const seedBios: SeedBio[] = bios.map((bio) => ({
  ...bio,
  bio: requiredSeedText(`bios.${bio.key}.bio`, (t) => t.bios[bio.key]?.bio),
  education: seedText((t) => t.bios[bio.key]?.education),
  experience: seedText((t) => t.bios[bio.key]?.experience),
  achievements: seedText((t) => t.bios[bio.key]?.achievements),
}))

export const seedPhotos: SeedPhoto[] = photos.map((photo) => ({
  ...photo,
  title: requiredSeedText(`photos.${photo.key}.title`, (t) => t.photos[photo.key]?.title),
  description: seedText((t) => t.photos[photo.key]?.description),
  alt: requiredSeedText(`photos.${photo.key}.alt`, (t) => t.photos[photo.key]?.alt),
}))

export const seedContentItems: SeedContentItem[] = contentItems.map((item) => ({
  ...item,
  title: requiredSeedText(`content.${item.key}.title`, (t) => t.content[item.key]?.title),
  paragraphs: requiredSeedText(`content.${item.key}.paragraphs`, (t) => t.content[item.key]?.paragraphs),
}))

export const seedPublications: SeedPublication[] = publications.map((publication) => ({
  ...publication,
  title: requiredSeedText(`publications.${publication.key}.title`, (t) => t.publications[publication.key]?.title),
  abstract: requiredSeedText(
    `publications.${publication.key}.abstract`,
    (t) => t.publications[publication.key]?.abstract,
  ),
}))

export const seedNews: SeedNews[] = news.map((story) => ({
  ...story,
  title: requiredSeedText(`news.${story.key}.title`, (t) => t.news[story.key]?.title),
  summary: requiredSeedText(`news.${story.key}.summary`, (t) => t.news[story.key]?.summary),
  coverAlt: requiredSeedText(`news.${story.key}.coverAlt`, (t) => t.news[story.key]?.coverAlt),
  paragraphs: requiredSeedText(`news.${story.key}.paragraphs`, (t) => t.news[story.key]?.paragraphs),
}))

// ---------------------------------------------------------------------------------------------
// Events (About → Events): two to come, with the site's registration, and one past, with what it left.
// ---------------------------------------------------------------------------------------------

const events: Omit<SeedEvent, 'title' | 'summary' | 'venue' | 'description'>[] = [
  {
    key: 'event-flood-forecasting-workshop',
    slug: 'flood-forecasting-workshop',
    daysAhead: 30,
    hours: [10, 16],
    programmes: ['disaster', 'humanitarian'],
    registration: 'form',
    capacity: 40,
  },
  {
    key: 'event-heat-health-webinar',
    slug: 'heat-health-webinar',
    daysAhead: 45,
    hours: [15, 17],
    programmes: ['health'],
    onlineUrl: 'https://meet.example.org/heat-health',
    registration: 'form',
  },
  {
    key: 'event-coastal-salinity-launch',
    slug: 'coastal-salinity-report-launch',
    daysAhead: -60,
    hours: [11, 13],
    programmes: ['climate-science', 'health'],
    registration: 'none',
    recordingUrl: 'https://video.example.org/coastal-salinity-launch',
    slidesUrl: 'https://slides.example.org/coastal-salinity-launch',
  },
]

export const seedEvents: SeedEvent[] = events.map((event) => ({
  ...event,
  title: requiredSeedText(`events.${event.key}.title`, (t) => t.events[event.key]?.title),
  summary: requiredSeedText(`events.${event.key}.summary`, (t) => t.events[event.key]?.summary),
  venue: requiredSeedText(`events.${event.key}.venue`, (t) => t.events[event.key]?.venue),
  description: requiredSeedText(`events.${event.key}.description`, (t) => t.events[event.key]?.description),
}))
