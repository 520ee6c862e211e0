import { seedBios, seedContentItems, seedEvents, seedNews, seedPhotos, seedPublications } from '../data'

/**
 * The seed records with every text in all seven languages. Since the texts moved into
 * src/seed/translations/<code>.json, data.ts's records carry every language themselves.
 */
export const translatedSeed = {
  bios: seedBios,
  photos: seedPhotos,
  contentItems: seedContentItems,
  publications: seedPublications,
  news: seedNews,
  events: seedEvents,
}
