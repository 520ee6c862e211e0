import fs from 'node:fs'
import path from 'node:path'
import { NextRequest } from 'next/server'
import { createLocalReq, initTransaction, killTransaction, type Field, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import * as memberRoute from '../../app/api/members/[id]/route'
import { saveMember } from '../../src/server/data/members'
import { mediaRoot } from '../../src/core/uploads/image-upload'
import type { Media } from '../../src/payload-types'
import { createAdmin, lexicalParagraph } from '../helpers/fixtures'
import { testPayload, unique } from '../helpers/payload'

/** The Members collection's hooks (collections/Members/hooks): its portrait and its bio follow it. */

let payload: Payload
let admin: Awaited<ReturnType<typeof createAdmin>>

beforeAll(async () => {
  payload = await testPayload()
  admin = await createAdmin(payload)
})

const portrait = async () => {
  const data = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 30, g: 90, b: 140 } } })
    .jpeg()
    .toBuffer()
  return { data, name: `${unique('portrait')}.jpg`, mimetype: 'image/jpeg', size: data.length }
}

const createMedia = async () =>
  payload.create({ collection: 'media', data: { alt: 'Portrait' }, file: await portrait(), overrideAccess: true })

/** The original and every resized variant of an image, on disk. */
const filesOf = (media: Media) =>
  [media.filename, ...Object.values(media.sizes ?? {}).map((size) => size?.filename)]
    .filter((name): name is string => Boolean(name))
    .map((name) => path.join(mediaRoot(), 'images', name))

const mediaExists = async (id: number) =>
  (await payload.count({ collection: 'media', where: { id: { equals: id } }, overrideAccess: true })).totalDocs === 1

const createMember = (data: { name?: string; memberType?: 'board' | 'team'; image?: number | null } = {}) =>
  payload.create({
    collection: 'members',
    data: {
      name: data.name ?? unique('Member'),
      title: 'Research Fellow',
      memberType: data.memberType ?? 'team',
      image: data.image,
      displayOrder: 1,
    },
    locale: 'en',
    overrideAccess: true,
  })

describe('a member whose portrait is replaced', () => {
  it("deletes the old image and its files (Payload's own update)", async () => {
    const old = await createMedia()
    const member = await createMember({ image: old.id })
    const replacement = await createMedia()
    expect(filesOf(old).length).toBeGreaterThan(1)
    expect(filesOf(old).every((file) => fs.existsSync(file))).toBe(true)

    await payload.update({
      collection: 'members',
      id: member.id,
      data: { image: replacement.id },
      overrideAccess: true,
    })
    expect(await mediaExists(old.id)).toBe(false)
    expect(filesOf(old).some((file) => fs.existsSync(file))).toBe(false)
    expect(await mediaExists(replacement.id)).toBe(true)
    expect(filesOf(replacement).every((file) => fs.existsSync(file))).toBe(true)
  })

  it('deletes the old image when the contract uploads a new one', async () => {
    const name = unique('Member')
    const created = await saveMember(payload, {
      fields: { name, title: 'Research Fellow', memberType: 'team' },
      file: await portrait(),
      locale: 'en',
      user: admin.user,
    })
    const { image: first } = await payload.findByID({
      collection: 'members',
      id: created.id,
      depth: 0,
      overrideAccess: true,
    })
    const saved = await saveMember(payload, {
      id: created.id,
      fields: { name, title: 'Research Fellow', memberType: 'team' },
      file: await portrait(),
      locale: 'en',
      user: admin.user,
    })
    const { image: second } = await payload.findByID({
      collection: 'members',
      id: created.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(typeof first).toBe('number')
    expect(second).not.toBe(first)
    expect(await mediaExists(first as number)).toBe(false)
    expect(saved.imageUrl).toBeTruthy()
  })

  it('deletes the image when it is removed from the member', async () => {
    const old = await createMedia()
    const member = await createMember({ image: old.id })
    await payload.update({ collection: 'members', id: member.id, data: { image: null }, overrideAccess: true })
    expect(await mediaExists(old.id)).toBe(false)
  })

  it('keeps the image while a field other than the image changes', async () => {
    const image = await createMedia()
    const member = await createMember({ image: image.id })
    await payload.update({ collection: 'members', id: member.id, data: { displayOrder: 4 }, overrideAccess: true })
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { title: 'Chercheur' },
      locale: 'fr',
      overrideAccess: true,
    })
    expect(await mediaExists(image.id)).toBe(true)
  })

  it('keeps an image that another member still shows', async () => {
    const shared = await createMedia()
    const first = await createMember({ image: shared.id })
    const second = await createMember({ image: shared.id })
    await payload.update({
      collection: 'members',
      id: first.id,
      data: { image: (await createMedia()).id },
      overrideAccess: true,
    })
    expect(await mediaExists(shared.id)).toBe(true)
    await payload.delete({ collection: 'members', id: second.id, overrideAccess: true })
    expect(await mediaExists(shared.id)).toBe(false)
  })

  it('keeps an image that a newsletter edition shows, in any of its languages', async () => {
    const shared = await createMedia()
    const member = await createMember({ image: shared.id })
    const edition = await payload.create({
      collection: 'newsletters',
      locale: 'en',
      data: { subject: 'Our people', status: 'draft', audience: 'everyone' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'newsletters',
      id: edition.id,
      locale: 'fr',
      data: { subject: 'Notre équipe', body: [{ blockType: 'image', image: shared.id }] },
      overrideAccess: true,
    })
    await payload.update({ collection: 'members', id: member.id, data: { image: null }, overrideAccess: true })
    expect(await mediaExists(shared.id)).toBe(true)
    await payload.delete({ collection: 'newsletters', id: edition.id, overrideAccess: true })
  })

  it("keeps an image that a content item's rich text shows", async () => {
    const image = await createMedia()
    const member = await createMember({ image: image.id })
    const content = lexicalParagraph('A photo from the field.')
    const upload = {
      type: 'upload',
      version: 3,
      format: '',
      id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
      fields: null,
      relationTo: 'media',
      value: image.id,
    }
    const withUpload = { root: { ...content.root, children: [...content.root.children, upload] } }
    const item = await payload.create({
      collection: 'content-items',
      data: {
        tabId: 'research',
        sectionId: unique('sec').toLowerCase(),
        title: 'Field visit',
        content: lexicalParagraph('In English.'),
        displayOrder: 1,
      },
      locale: 'en',
      overrideAccess: true,
    })
    // Only the Bengali text shows it: every language counts.
    await payload.update({
      collection: 'content-items',
      id: item.id,
      data: { content: withUpload as never },
      locale: 'bn',
      overrideAccess: true,
    })
    await payload.update({ collection: 'members', id: member.id, data: { image: null }, overrideAccess: true })
    expect(await mediaExists(image.id)).toBe(true)
  })

  it('deletes the old image in the same transaction as the change', async () => {
    const old = await createMedia()
    const member = await createMember({ image: old.id })
    const replacement = await createMedia()
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { image: replacement.id },
      overrideAccess: true,
      req,
    })
    const inside = await payload.count({
      collection: 'media',
      where: { id: { equals: old.id } },
      overrideAccess: true,
      req,
    })
    expect(inside.totalDocs).toBe(0)
    await killTransaction(req) // roll back: the member keeps its image, and the image document is back
    const back = await payload.findByID({ collection: 'members', id: member.id, depth: 0, overrideAccess: true })
    expect(back.image).toBe(old.id)
    expect(await mediaExists(old.id)).toBe(true)
  })
})

describe('a deleted member', () => {
  it('goes to the trash with its image (DELETE /api/members/{id}), and takes it along when deleted for good', async () => {
    const image = await createMedia()
    const member = await createMember({ image: image.id })
    const { token } = await payload.login({
      collection: 'users',
      data: { username: admin.username, password: admin.password },
    })
    const req = new NextRequest(new URL(`/api/members/${member.id}`, 'http://site.test'), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    })
    const res = await memberRoute.DELETE(req, { params: Promise.resolve({ id: String(member.id) }) })
    expect(res.status).toBe(200)
    // In the trash: gone from every read, restorable with its portrait.
    expect(
      (await payload.find({ collection: 'members', where: { id: { equals: member.id } }, overrideAccess: true }))
        .totalDocs,
    ).toBe(0)
    expect(
      (await payload.findByID({ collection: 'members', id: member.id, trash: true, overrideAccess: true })).deletedAt,
    ).toBeTruthy()
    expect(await mediaExists(image.id)).toBe(true)
    // Deleted for good (the purge after 30 days): the image and its files go.
    await payload.delete({ collection: 'members', id: member.id, trash: true, overrideAccess: true })
    expect(await mediaExists(image.id)).toBe(false)
    expect(filesOf(image).some((file) => fs.existsSync(file))).toBe(false)
  })

  it("takes its image along when deleted in Payload's panel", async () => {
    const image = await createMedia()
    const member = await createMember({ image: image.id })
    await payload.delete({ collection: 'members', where: { id: { equals: member.id } }, overrideAccess: true })
    expect(await mediaExists(image.id)).toBe(false)
  })
})

describe('media references', () => {
  /** Every field that can point at a `media` document, as "collection.field". */
  function mediaReferences(): string[] {
    const found: string[] = []
    const walk = (slug: string, fields: Field[], prefix = '') => {
      for (const field of fields) {
        const name = 'name' in field ? `${prefix}${field.name}` : prefix
        if ((field.type === 'upload' || field.type === 'relationship') && [field.relationTo].flat().includes('media'))
          found.push(`${slug}.${name}`)
        if (field.type === 'richText') found.push(`${slug}.${name} (rich text)`)
        if ('fields' in field && Array.isArray(field.fields)) walk(slug, field.fields, name ? `${name}.` : '')
        if (field.type === 'tabs')
          for (const tab of field.tabs)
            walk(slug, tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix)
        if (field.type === 'blocks') for (const block of field.blocks) walk(slug, block.fields, `${name}.`)
      }
    }
    for (const collection of payload.config.collections) {
      // Payload's own bookkeeping (document locks, preferences) points at every collection.
      if (!collection.slug.startsWith('payload-')) walk(collection.slug, collection.fields)
    }
    for (const global of payload.config.globals) walk(global.slug, global.fields)
    return found.sort()
  }

  it("are the ones the portrait hook checks: a member image, a content item rich text, a publication cover, a news story cover and rich text, a newsletter edition's image and text blocks", () => {
    expect(mediaReferences()).toEqual([
      'content-items.content (rich text)',
      'members.image',
      'news.body (rich text)',
      'news.cover',
      'newsletters.body.content (rich text)',
      'newsletters.body.image',
      'publications.cover',
    ])
  })
})

describe('a renamed member', () => {
  const createBio = (memberName: string, memberType: 'board' | 'team' = 'team', bio = 'Works on adaptation.') =>
    payload.create({
      collection: 'member-bios',
      data: { memberName, memberType, bio },
      locale: 'en',
      overrideAccess: true,
    })
  const bioOf = (id: number) => payload.findByID({ collection: 'member-bios', id, locale: 'all', overrideAccess: true })

  it('takes its bio along, with its text in every language', async () => {
    const member = await createMember()
    const bio = await createBio(member.name)
    await payload.update({
      collection: 'member-bios',
      id: bio.id,
      data: { bio: 'অভিযোজন নিয়ে কাজ করেন।' },
      locale: 'bn',
      overrideAccess: true,
    })
    const renamed = unique('Renamed')
    await payload.update({ collection: 'members', id: member.id, data: { name: renamed }, overrideAccess: true })
    expect(await bioOf(bio.id)).toMatchObject({
      memberName: renamed,
      memberType: 'team',
      bio: { en: 'Works on adaptation.', bn: 'অভিযোজন নিয়ে কাজ করেন।' },
    })
  })

  it('takes its bio along when renamed through the contract in another language', async () => {
    const member = await createMember()
    const bio = await createBio(member.name)
    const renamed = unique('Renamed')
    await saveMember(payload, {
      id: member.id,
      fields: { name: renamed, title: 'Investigador', memberType: 'board' },
      locale: 'es',
      user: admin.user,
    })
    expect(await bioOf(bio.id)).toMatchObject({ memberName: renamed, memberType: 'board' })
    const updated = await payload.findByID({
      collection: 'members',
      id: member.id,
      locale: 'all',
      overrideAccess: true,
    })
    expect(updated.title).toMatchObject({ en: 'Research Fellow', es: 'Investigador' })
  })

  it('takes its bio along when it moves between team and board', async () => {
    const member = await createMember({ memberType: 'team' })
    const bio = await createBio(member.name, 'team')
    await payload.update({ collection: 'members', id: member.id, data: { memberType: 'board' }, overrideAccess: true })
    expect(await bioOf(bio.id)).toMatchObject({ memberName: member.name, memberType: 'board' })
  })

  it('leaves both bios alone when one already exists under the new name', async () => {
    const member = await createMember()
    const own = await createBio(member.name, 'team', 'The old bio.')
    const other = unique('Taken')
    const existing = await createBio(other, 'team', 'The bio already there.')
    await payload.update({ collection: 'members', id: member.id, data: { name: other }, overrideAccess: true })
    expect(await bioOf(own.id)).toMatchObject({ memberName: member.name, bio: { en: 'The old bio.' } })
    expect(await bioOf(existing.id)).toMatchObject({ memberName: other, bio: { en: 'The bio already there.' } })
  })

  it('leaves the bio to a namesake who keeps the old name', async () => {
    const name = unique('Namesake')
    const member = await createMember({ name })
    await createMember({ name })
    const bio = await createBio(name)
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { name: unique('Renamed') },
      overrideAccess: true,
    })
    expect(await bioOf(bio.id)).toMatchObject({ memberName: name })
  })

  it('moves the bio in the same transaction as the rename', async () => {
    const member = await createMember()
    const bio = await createBio(member.name)
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    const renamed = unique('Renamed')
    await payload.update({ collection: 'members', id: member.id, data: { name: renamed }, overrideAccess: true, req })
    expect(await payload.findByID({ collection: 'member-bios', id: bio.id, overrideAccess: true, req })).toMatchObject({
      memberName: renamed,
    })
    await killTransaction(req) // roll back: the bio keeps the old name, as the member does
    expect(await bioOf(bio.id)).toMatchObject({ memberName: member.name })
  })

  it('moves the bio and deletes the old portrait in one change, in another language', async () => {
    const member = await saveMember(payload, {
      fields: { name: unique('Member'), title: 'Research Fellow', memberType: 'team' },
      file: await portrait(),
      locale: 'en',
      user: admin.user,
    })
    const { image: old } = await payload.findByID({
      collection: 'members',
      id: member.id,
      depth: 0,
      overrideAccess: true,
    })
    const bio = await createBio(member.name)
    await payload.update({
      collection: 'member-bios',
      id: bio.id,
      data: { bio: 'Travaille sur l’adaptation.' },
      locale: 'fr',
      overrideAccess: true,
    })
    const renamed = unique('Renamed')
    const saved = await saveMember(payload, {
      id: member.id,
      fields: { name: renamed, title: 'Chercheur', memberType: 'team' },
      file: await portrait(),
      locale: 'fr',
      user: admin.user,
    })
    expect(saved).toMatchObject({ name: renamed, title: 'Chercheur' })
    expect(await mediaExists(old as number)).toBe(false)
    expect(await bioOf(bio.id)).toMatchObject({
      memberName: renamed,
      bio: { en: 'Works on adaptation.', fr: 'Travaille sur l’adaptation.' },
    })
  })

  it('keeps its bio when the member is deleted', async () => {
    const member = await createMember()
    const bio = await createBio(member.name)
    await payload.delete({ collection: 'members', id: member.id, overrideAccess: true })
    expect(await bioOf(bio.id)).toMatchObject({ memberName: member.name })
  })
})
