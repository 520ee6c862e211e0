import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Payload, RequiredDataFromCollectionSlug, TypedCollectionSelect } from 'payload'
import type { LocaleCode } from '../i18n/config'
import { paragraphsToLexical } from '../core/rich-text'
import { setting } from '../core/config'
import { fromWallTime } from '../schemas/wall-time'
import { seedMembers } from './data'
import { translatedSeed } from './translations'

const assets = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets')

type Translations = Partial<Record<LocaleCode, Record<string, unknown>>>
type Localized = 'members' | 'member-bios' | 'photos' | 'content-items' | 'publications' | 'news' | 'events'

/**
 * A seed record put together from its parts (the shared fields, one language's texts) as the
 * collection takes it; the collection's own validation checks it on the way in.
 */
const asRecordOf = <T extends Localized>(_collection: T, data: Record<string, unknown>) =>
  data as RequiredDataFromCollectionSlug<T>

/** Splits localized values into one data object per locale: { en: {...}, bn: {...} }. */
function byLocale(fields: Record<string, Partial<Record<LocaleCode, unknown>> | undefined>): Translations {
  const out: Translations = {}
  for (const [field, value] of Object.entries(fields)) {
    for (const [locale, text] of Object.entries(value ?? {})) {
      if (text === undefined) continue
      const code = locale as LocaleCode
      out[code] = { ...out[code], [field]: text }
    }
  }
  return out
}

/** Each language's paragraphs as the rich text the content field stores. */
const asRichText = (paragraphs: Partial<Record<LocaleCode, string[]>>) =>
  Object.fromEntries(Object.entries(paragraphs).map(([locale, list]) => [locale, paragraphsToLexical(list ?? [])]))

/**
 * Adds every shipped seed record that was never added before, remembered by key in the
 * hidden `seed-state` global. A second run adds nothing; a record an administrator changed
 * or deleted is left as it is.
 */
export async function seedSite(payload: Payload, log: (line: string) => void = (l) => console.log(`[site] ${l}`)) {
  const state = await payload.findGlobal({ slug: 'seed-state', overrideAccess: true })
  const applied = new Set<string>(Array.isArray(state.applied) ? (state.applied as string[]) : [])
  let added = 0

  async function once(key: string, create: () => Promise<void>) {
    if (applied.has(key)) return
    await create()
    applied.add(key)
    added++
    await payload.updateGlobal({ slug: 'seed-state', data: { applied: [...applied] }, overrideAccess: true })
  }

  const memberIds = new Map<string, number>()
  /** A seed member's id by name (undefined when an administrator deleted it): an author links to it. */
  async function memberIdOf(name: string): Promise<number | undefined> {
    if (!memberIds.has(name)) {
      const { docs } = await payload.find({
        collection: 'members',
        where: { name: { equals: name } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      if (docs[0]) memberIds.set(name, docs[0].id)
    }
    return memberIds.get(name)
  }

  /** Creates in English, then adds each other language's text. */
  async function createLocalized<T extends Localized>(
    collection: T,
    base: Record<string, unknown>,
    translations: Translations,
    filePath?: string,
  ) {
    const { en, ...others } = translations
    const doc = await payload.create({
      collection,
      data: asRecordOf(collection, { ...base, ...en }),
      locale: 'en',
      overrideAccess: true,
      ...(filePath ? { filePath } : {}),
    })
    // One language's texts: a partial record, as the collection's update takes it.
    type Texts = Parameters<typeof payload.update<T, TypedCollectionSelect[T]>>[0]['data']
    for (const [locale, data] of Object.entries(others)) {
      await payload.update({
        collection,
        id: doc.id,
        data: data as Texts,
        locale: locale as LocaleCode,
        overrideAccess: true,
      })
    }
  }

  // Members first: publications link their authors to them.
  for (const member of seedMembers) {
    await once(member.key, async () => {
      let image: number | undefined
      if (member.image) {
        const media = await payload.create({
          collection: 'media',
          data: { alt: member.name },
          filePath: path.join(assets, 'members', member.image),
          overrideAccess: true,
        })
        image = media.id
      }
      await createLocalized(
        'members',
        { name: member.name, memberType: member.memberType, displayOrder: member.displayOrder, image, isActive: true },
        byLocale({ title: member.title }),
      )
    })
  }

  for (const bio of translatedSeed.bios) {
    await once(bio.key, () =>
      createLocalized(
        'member-bios',
        {
          memberName: bio.memberName,
          memberType: bio.memberType,
          contactEmail: bio.contactEmail ?? '',
          linkedinUrl: bio.linkedinUrl ?? '',
          isActive: true,
        },
        byLocale({
          bio: bio.bio,
          education: bio.education,
          experience: bio.experience,
          achievements: bio.achievements,
        }),
      ),
    )
  }

  for (const photo of translatedSeed.photos) {
    await once(photo.key, () =>
      createLocalized(
        'photos',
        { category: photo.category, isActive: true },
        byLocale({ title: photo.title, description: photo.description, alt: photo.alt }),
        path.join(assets, 'photos', photo.file),
      ),
    )
  }

  for (const item of translatedSeed.contentItems) {
    await once(item.key, () =>
      createLocalized(
        'content-items',
        { tabId: item.tabId, sectionId: item.sectionId, displayOrder: item.displayOrder, isActive: true },
        byLocale({ title: item.title, content: asRichText(item.paragraphs) }),
      ),
    )
  }

  for (const publication of translatedSeed.publications) {
    await once(publication.key, async () => {
      const authors = []
      for (const author of publication.authors) {
        const seedMember = author.member ? seedMembers.find((m) => m.key === author.member) : undefined
        authors.push({ name: author.name, member: seedMember ? await memberIdOf(seedMember.name) : undefined })
      }
      await createLocalized(
        'publications',
        {
          slug: publication.slug,
          authors,
          year: publication.year,
          type: publication.type,
          themes: publication.themes,
          documentLanguages: publication.documentLanguages,
          licence: publication.licence ?? '',
          featured: publication.featured ?? false,
          isActive: true,
        },
        byLocale({ title: publication.title, abstract: publication.abstract }),
        path.join(assets, 'publications', publication.file),
      )
    })
  }

  for (const story of translatedSeed.news) {
    await once(story.key, async () => {
      const authors = []
      for (const author of story.authors) {
        const seedMember = author.member ? seedMembers.find((m) => m.key === author.member) : undefined
        authors.push({ name: author.name, member: seedMember ? await memberIdOf(seedMember.name) : undefined })
      }
      const cover = await payload.create({
        collection: 'media',
        data: { alt: story.coverAlt.en },
        filePath: path.join(assets, 'photos', story.cover),
        overrideAccess: true,
      })
      await createLocalized(
        'news',
        {
          slug: story.slug,
          // Noon UTC: the same day in every time zone the panel may show (src/server/data/news.ts).
          publishedDate: `${story.publishedDate}T12:00:00.000Z`,
          programmes: story.programmes,
          authors,
          cover: cover.id,
          isActive: true,
        },
        byLocale({
          title: story.title,
          summary: story.summary,
          coverAlt: story.coverAlt,
          body: asRichText(story.paragraphs),
        }),
      )
    })
  }

  // Events at times from the day of seeding (two to come, one past), in the organisation's zone.
  const zone = setting('SITE_TIME_ZONE')
  for (const event of translatedSeed.events) {
    await once(event.key, async () => {
      const day = new Date(Date.now() + event.daysAhead * 86_400_000).toISOString().slice(0, 10)
      const at = (hour: number) => fromWallTime(`${day}T${String(hour).padStart(2, '0')}:00`, zone)!.toISOString()
      await createLocalized(
        'events',
        {
          slug: event.slug,
          startsAt: at(event.hours[0]),
          endsAt: at(event.hours[1]),
          programmes: event.programmes,
          onlineUrl: event.onlineUrl ?? '',
          registration: event.registration,
          capacity: event.capacity ?? null,
          recordingUrl: event.recordingUrl ?? '',
          slidesUrl: event.slidesUrl ?? '',
          isActive: true,
        },
        byLocale({ title: event.title, summary: event.summary, venue: event.venue, description: event.description }),
      )
    })
  }

  log(added > 0 ? `seed: added ${added} records` : 'seed: nothing new to add')
  return { added }
}
