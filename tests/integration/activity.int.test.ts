import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import * as loginRoute from '../../app/api/login/route'
import { purgeOldActivity } from '../../src/core/activity'
import { clientAddressHeader } from '../../src/security/client-address'
import { createAdmin, lexicalParagraph } from '../helpers/fixtures'
import { testPayload, unique } from '../helpers/payload'

let octet = 0
const freshAddress = () => `203.0.${113 + Math.floor(Math.random() * 10)}.${(octet++ % 250) + 1}`

/** The log's entries about one record, oldest first. */
async function entriesOf(resource: string, docId: number | string) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'activity',
    where: { resource: { equals: resource }, docId: { equals: String(docId) } },
    sort: 'createdAt',
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((d) => ({
    action: d.action,
    title: d.title,
    locale: d.locale ?? null,
    username: d.username,
    user: d.user,
  }))
}

describe('activity log', () => {
  it('records who created, changed (in which language) and deleted a content item or a submenu, and who added a member', async () => {
    const payload = await testPayload()
    const { user, username } = await createAdmin(payload)
    const tag = unique('act')
    const item = await payload.create({
      collection: 'content-items',
      data: {
        tabId: 'research',
        sectionId: 'publications',
        title: `${tag} report`,
        content: lexicalParagraph('Text.'),
        displayOrder: 1,
        isActive: true,
      },
      locale: 'en',
      overrideAccess: false,
      user,
    })
    await payload.update({
      collection: 'content-items',
      id: item.id,
      data: { title: `${tag} প্রতিবেদন` },
      locale: 'bn',
      overrideAccess: false,
      user,
    })
    await payload.delete({ collection: 'content-items', id: item.id, overrideAccess: false, user })
    expect(await entriesOf('content-items', item.id)).toEqual([
      { action: 'create', title: `${tag} report`, locale: 'en', username, user: user.id },
      { action: 'update', title: `${tag} প্রতিবেদন`, locale: 'bn', username, user: user.id },
      { action: 'delete', title: `${tag} report`, locale: null, username, user: user.id },
    ])

    const member = await payload.create({
      collection: 'members',
      data: { name: `${tag} Rahima`, title: 'Researcher', memberType: 'team', displayOrder: 1, isActive: true },
      locale: 'en',
      overrideAccess: false,
      user,
    })
    expect(await entriesOf('members', member.id)).toMatchObject([
      { action: 'create', title: `${tag} Rahima`, username },
    ])

    const submenu = await payload.create({
      collection: 'submenus',
      data: {
        tabId: 'capacity',
        sectionId: tag.toLowerCase(),
        name: `${tag} Mentoring`,
        displayOrder: 1,
        isActive: false,
      },
      locale: 'en',
      overrideAccess: false,
      user,
    })
    await payload.delete({ collection: 'submenus', id: submenu.id, overrideAccess: false, user })
    expect((await entriesOf('submenus', submenu.id)).map((e) => [e.action, e.title, e.username])).toEqual([
      ['create', `${tag} Mentoring`, username],
      ['delete', `${tag} Mentoring`, username],
    ])
  })

  it('records nothing for writes made by no one (the seed, scripts)', async () => {
    const payload = await testPayload()
    const tag = unique('quiet')
    const item = await payload.create({
      collection: 'content-items',
      data: {
        tabId: 'research',
        sectionId: 'publications',
        title: `${tag} seed`,
        content: lexicalParagraph('Text.'),
        displayOrder: 1,
        isActive: true,
      },
      overrideAccess: true,
    })
    expect(await entriesOf('content-items', item.id)).toEqual([])
  })

  it('records logins and failed logins with the account and the network they came from; never a name typed for no account, nor the password', async () => {
    const payload = await testPayload()
    const { user, username, password } = await createAdmin(payload)
    const login = async (name: string, secret: string, address: string) => {
      const req = new NextRequest(new URL('/api/login', 'http://site.test'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [clientAddressHeader]: address },
        body: JSON.stringify({ username: name, password: secret }),
      })
      return (await loginRoute.POST(req, undefined)).status
    }
    const started = new Date().toISOString()
    const address = freshAddress()
    const network = `${address.split('.').slice(0, 3).join('.')}.0/24`
    expect(await login(username, 'not-the-password', address)).toBe(401)
    // A password typed into the username box, say: not kept anywhere.
    const stranger = unique('typed-secret').toLowerCase()
    const v6 = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:2::/64`
    expect(await login(stranger, 'whatever-password', v6)).toBe(401)
    expect(await login(username, password, freshAddress())).toBe(200)
    const { docs } = await payload.find({
      collection: 'activity',
      where: {
        and: [
          { action: { in: ['login', 'login-failed'] } },
          { createdAt: { greater_than_equal: started } },
          { or: [{ username: { equals: username } }, { network: { equals: v6 } }] },
        ],
      },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.map((d) => [d.action, d.username ?? null, d.user ?? null, d.network ?? null])).toEqual([
      ['login-failed', username, user.id, network],
      ['login-failed', null, null, v6],
      ['login', username, user.id, null],
    ])
    const all = JSON.stringify(
      (
        await payload.find({
          collection: 'activity',
          where: { createdAt: { greater_than_equal: started } },
          overrideAccess: true,
          limit: 500,
        })
      ).docs,
    )
    expect(all).not.toContain(stranger)
    expect(all).not.toContain('not-the-password')
    expect(all).not.toContain(`"${address}"`)
  })

  it('records a change of the site settings (second review, row 9)', async () => {
    const payload = await testPayload()
    const { user, username } = await createAdmin(payload)
    await payload.updateGlobal({ slug: 'site-settings', data: {}, overrideAccess: false, user })
    const { docs } = await payload.find({
      collection: 'activity',
      where: { action: { equals: 'settings-change' }, username: { equals: username } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.map((d) => [d.resource, d.title, d.user])).toEqual([['site-settings', 'Site settings', user.id]])
  })

  it('keeps entries for a year: the purge deletes older ones and keeps the rest', async () => {
    const payload = await testPayload()
    const tag = unique('old')
    const entry = (days: number) =>
      payload.create({
        collection: 'activity',
        data: { action: 'login', username: tag, createdAt: new Date(Date.now() - days * 86_400_000).toISOString() },
        overrideAccess: true,
      })
    const old = await entry(366)
    const recent = await entry(364)
    expect(await purgeOldActivity(payload)).toBeGreaterThanOrEqual(1)
    const { docs } = await payload.find({
      collection: 'activity',
      where: { username: { equals: tag } },
      overrideAccess: true,
    })
    expect(docs.map((d) => d.id)).toEqual([recent.id])
    expect(old.id).not.toBe(recent.id)
  })

  it('is read by administrators only and written by nobody through the API', async () => {
    const payload = await testPayload()
    const { user } = await createAdmin(payload)
    await expect(payload.find({ collection: 'activity', overrideAccess: false })).rejects.toMatchObject({ status: 403 })
    await expect(payload.find({ collection: 'activity', overrideAccess: false, user })).resolves.toMatchObject({
      docs: expect.any(Array),
    })
    await expect(
      payload.create({
        collection: 'activity',
        data: { action: 'login', username: 'forged' },
        overrideAccess: false,
        user,
      }),
    ).rejects.toMatchObject({ status: 403 })
    const { docs } = await payload.find({ collection: 'activity', limit: 1, overrideAccess: true })
    if (docs[0])
      await expect(
        payload.delete({ collection: 'activity', id: docs[0].id, overrideAccess: false, user }),
      ).rejects.toMatchObject({ status: 403 })
  })
})
