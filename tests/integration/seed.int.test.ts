import { describe, expect, it } from 'vitest'
import {
  seedBios,
  seedContentItems,
  seedEvents,
  seedMembers,
  seedNews,
  seedPhotos,
  seedPublications,
} from '../../src/seed/data'
import { seedSite } from '../../src/seed'
import { testPayload } from '../helpers/payload'

const total =
  seedMembers.length +
  seedBios.length +
  seedPhotos.length +
  seedContentItems.length +
  seedPublications.length +
  seedNews.length +
  seedEvents.length
const quiet = () => {}
/**
 * The first test seeds the whole site: some forty images resized into their variants and three
 * PDFs drawn, each in a process of its own (30 s on an idle machine, twice that and more beside
 * the other integration workers on two cores).
 */
const wholeSeed = { timeout: 180_000 }

describe('seed data', () => {
  it('adds every shipped record once, then nothing on a second run', wholeSeed, async () => {
    const payload = await testPayload()
    const first = await seedSite(payload, quiet)
    expect(first.added).toBe(total)
    const second = await seedSite(payload, quiet)
    expect(second.added).toBe(0)

    const members = await payload.count({
      collection: 'members',
      where: { name: { in: seedMembers.map((m) => m.name) } },
      overrideAccess: true,
    })
    expect(members.totalDocs).toBe(seedMembers.length)
    // The sample publications, each with its PDF, the picture of its first page and its authors who are members.
    const { docs } = await payload.find({
      collection: 'publications',
      where: { slug: { in: seedPublications.map((p) => p.slug) } },
      sort: '-year',
      locale: 'ar',
      depth: 1,
      overrideAccess: true,
    })
    expect(docs.map((d) => d.title)).toEqual(seedPublications.map((p) => p.title.ar))
    for (const doc of docs) {
      expect(doc.mimeType).toBe('application/pdf')
      expect(doc.cover).toMatchObject({ mimeType: 'image/png' })
      expect(doc.authors?.filter((a) => a.member).length).toBe(1)
    }
    // The sample news, newest first, each with its cover and its translated title; the text is English.
    const news = await payload.find({
      collection: 'news',
      where: { slug: { in: seedNews.map((n) => n.slug) } },
      sort: '-publishedDate',
      locale: 'ja',
      fallbackLocale: false,
      depth: 1,
      overrideAccess: true,
    })
    expect(news.docs.map((d) => d.title)).toEqual(seedNews.map((n) => n.title.ja))
    for (const doc of news.docs) {
      expect(doc.cover).toMatchObject({ mimeType: 'image/jpeg' })
      expect(doc.body ?? null).toBeNull()
    }
    // The sample events: two to come (the soonest first), one past, in Bengali.
    const events = await payload.find({
      collection: 'events',
      where: { slug: { in: seedEvents.map((e) => e.slug) } },
      sort: 'startsAt',
      locale: 'bn',
      overrideAccess: true,
    })
    const byStart = [...seedEvents].sort((a, b) => a.daysAhead - b.daysAhead)
    expect(events.docs.map((d) => d.title)).toEqual(byStart.map((e) => e.title.bn))
    expect(events.docs.map((d) => Date.parse(d.startsAt) > Date.now())).toEqual(byStart.map((e) => e.daysAhead > 0))
  })

  it('ships what the site needs to show: a member without bio, a category without photos', async () => {
    const withBio = new Set(seedBios.map((b) => `${b.memberType}:${b.memberName}`))
    expect(seedMembers.some((m) => !withBio.has(`${m.memberType}:${m.name}`))).toBe(true)
    const used = new Set(seedPhotos.map((p) => p.category))
    expect(used.size).toBeGreaterThanOrEqual(3)
    expect(used.has('software-development')).toBe(false)
  })

  it('stores translations and serves member portraits as WebP variants', async () => {
    const payload = await testPayload()
    const sample = seedMembers.find((m) => m.image && m.title.bn)!
    const { docs } = await payload.find({
      collection: 'members',
      where: { name: { equals: sample.name } },
      locale: 'bn',
      depth: 1,
      overrideAccess: true,
    })
    expect(docs[0].title).toBe(sample.title.bn)
    const image = docs[0].image as { sizes?: { thumbnail?: { mimeType?: string | null } } }
    expect(image.sizes?.thumbnail?.mimeType).toBe('image/webp')
  })

  it('leaves what an administrator changed or deleted alone', async () => {
    const payload = await testPayload()
    const member = seedMembers[0]
    const photo = seedPhotos[0]
    const [{ id: memberId }] = (
      await payload.find({ collection: 'members', where: { name: { equals: member.name } }, overrideAccess: true })
    ).docs
    await payload.update({
      collection: 'members',
      id: memberId,
      data: { title: 'Chair, edited by an administrator' },
      locale: 'en',
      overrideAccess: true,
    })
    const photos = await payload.find({
      collection: 'photos',
      where: { title: { equals: photo.title.en } },
      locale: 'en',
      overrideAccess: true,
    })
    await payload.delete({ collection: 'photos', id: photos.docs[0].id, overrideAccess: true })

    const again = await seedSite(payload, quiet)
    expect(again.added).toBe(0)
    const edited = await payload.findByID({ collection: 'members', id: memberId, locale: 'en', overrideAccess: true })
    expect(edited.title).toBe('Chair, edited by an administrator')
    const gone = await payload.count({
      collection: 'photos',
      where: { title: { equals: photo.title.en } },
      locale: 'en',
      overrideAccess: true,
    })
    expect(gone.totalDocs).toBe(0)
  })
})
