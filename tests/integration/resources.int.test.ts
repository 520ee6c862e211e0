import { NextRequest } from 'next/server'
import { ValidationError, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import * as submenusRoute from '../../app/api/submenus/route'
import * as biosRoute from '../../app/api/team-bios/route'
import * as bioRoute from '../../app/api/team-bios/[memberName]/route'
import * as usersRoute from '../../app/api/users/route'
import { contentItemForm } from '../../src/server/data/content-items'
import { memberRecords } from '../../src/server/data/members'
import { storeContactMessage, storeSoftwareRequest } from '../../src/server/data/submissions'
import { createAdmin, lexicalParagraph } from '../helpers/fixtures'
import { testPayload, unique } from '../helpers/payload'

/** Each resource's rules hold whichever way a write comes in: the contract, Payload's REST (the Local API underneath) or the back office. */

let payload: Payload
let admin: Awaited<ReturnType<typeof createAdmin>>
let token: string

beforeAll(async () => {
  payload = await testPayload()
  admin = await createAdmin(payload)
  token = (await payload.login({ collection: 'users', data: { username: admin.username, password: admin.password } }))
    .token!
})

const post = (path: string, body: unknown) =>
  new NextRequest(new URL(path, 'http://site.test'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
const put = (path: string, body: unknown) =>
  new NextRequest(new URL(path, 'http://site.test'), {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('administrator accounts', () => {
  it('store username and e-mail in lower case when written through the Local API (as Payload’s REST does)', async () => {
    const name = unique('Editor').replace('editor', 'EDITOR')
    const created = await payload.create({
      collection: 'users',
      data: { username: `  ${name} `, email: `${name}@Example.ORG`, password: 'long-enough-pass', role: 'admin' },
      overrideAccess: false,
      user: admin.user,
    })
    expect(created.username).toBe(name.toLowerCase())
    expect(created.email).toBe(`${name.toLowerCase()}@example.org`)

    const changed = await payload.update({
      collection: 'users',
      id: created.id,
      data: { email: `New.${name}@Example.ORG` },
      overrideAccess: false,
      user: admin.user,
    })
    expect(changed.email).toBe(`new.${name.toLowerCase()}@example.org`)

    // The same address in another case is no new address: a pending reset link stays valid.
    const expires = new Date(Date.now() + 60 * 60 * 1000).toISOString()
    await payload.update({
      collection: 'users',
      id: created.id,
      data: { resetPasswordToken: 'pending-link', resetPasswordExpiration: expires },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'users',
      id: created.id,
      data: { email: `NEW.${name}@EXAMPLE.org` },
      overrideAccess: false,
      user: admin.user,
    })
    const stored = await payload.findByID({
      collection: 'users',
      id: created.id,
      showHiddenFields: true,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({ email: `new.${name.toLowerCase()}@example.org`, resetPasswordToken: 'pending-link' })

    // The lower-case name logs in; the password rules saw the stored username.
    const login = await payload.login({
      collection: 'users',
      data: { username: name.toLowerCase(), password: 'long-enough-pass' },
    })
    expect(login.user?.id).toBe(created.id)
    await expect(
      payload.update({
        collection: 'users',
        id: created.id,
        data: { password: name.toUpperCase() },
        overrideAccess: true,
      }),
    ).rejects.toBeInstanceOf(ValidationError)
  })

  it('POST /api/users answers 409 for a username taken in another case', async () => {
    const name = unique('taken')
    expect(
      (await usersRoute.POST(post('/api/users', { username: name, password: 'long-enough-pass' }), {})).status,
    ).toBe(201)
    const again = await usersRoute.POST(
      post('/api/users', { username: name.toUpperCase(), password: 'long-enough-pass' }),
      {},
    )
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({
      success: false,
      code: 'conflict',
      message: 'An administrator with this username already exists.',
      errors: { username: 'This username is already taken.' },
    })
  })
})

describe('one submenu per tab and section', () => {
  it('the contract answers 409 with the message the collection gives Payload’s REST and panel (400)', async () => {
    const data = { tabId: 'research' as const, sectionId: unique('notes'), name: 'Field notes' }
    expect((await submenusRoute.POST(post('/api/submenus', data), {})).status).toBe(201)

    const duplicate = await submenusRoute.POST(post('/api/submenus', { ...data, name: 'Again' }), {})
    expect(duplicate.status).toBe(409)
    expect(await duplicate.json()).toEqual({
      success: false,
      code: 'conflict',
      message: 'A submenu for this tab and section already exists.',
      errors: { sectionId: 'A submenu for this tab and section already exists.' },
    })

    const direct = await payload
      .create({ collection: 'submenus', data: { ...data, name: 'Direct', displayOrder: 1 }, overrideAccess: true })
      .catch((e: unknown) => e)
    expect(direct).toBeInstanceOf(ValidationError)
    expect((direct as ValidationError).status).toBe(400)
    expect((direct as ValidationError).data.errors).toEqual([
      expect.objectContaining({ path: 'sectionId', message: 'A submenu for this tab and section already exists.' }),
    ])
  })
})

describe('one bio per member', () => {
  it('a second bio, or a rename onto another member’s bio, is a 409 with the contract’s messages', async () => {
    const first = { memberName: unique('Nadia Islam'), memberType: 'team', bio: 'Works on floods.' }
    const second = { memberName: unique('Karim Ahmed'), memberType: 'team', bio: 'Works on droughts.' }
    const context = (memberName: string) => ({ params: Promise.resolve({ memberName }) })
    expect((await biosRoute.POST(post('/api/team-bios', first), {})).status).toBe(201)
    expect((await biosRoute.POST(post('/api/team-bios', second), {})).status).toBe(201)

    const again = await biosRoute.POST(post('/api/team-bios', first), {})
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({
      success: false,
      code: 'conflict',
      message: 'This member already has a bio. Update it instead.',
      errors: { memberName: 'This member already has a bio.' },
    })

    const rename = await bioRoute.PUT(
      put(`/api/team-bios/${encodeURIComponent(second.memberName)}`, { ...second, memberName: first.memberName }),
      context(second.memberName),
    )
    expect(rename.status).toBe(409)
    expect(await rename.json()).toEqual({
      success: false,
      code: 'conflict',
      message: 'Another bio already uses this member name.',
      errors: { memberName: 'This member already has a bio.' },
    })
  })
})

describe('visitors’ submissions', () => {
  it('are stored as new, at the time the collection gives them', async () => {
    const before = Date.now()
    const message = await storeContactMessage(payload, {
      name: 'Rahim Uddin',
      email: `${unique('rahim')}@example.org`,
      subject: 'A question',
      message: 'A message that is long enough.',
    })
    const request = await storeSoftwareRequest(payload, {
      name: 'Salma Begum',
      email: `${unique('salma')}@example.org`,
      organization: 'Flood Watch',
      projectType: 'web-application',
      budget: 'discuss',
      timeline: 'flexible',
      requirements: 'An early-warning dashboard for river levels.',
    })
    for (const doc of [message, request]) {
      expect(doc.status).toBe('new')
      expect(new Date(doc.receivedAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
      expect(new Date(doc.receivedAt).getTime()).toBeLessThanOrEqual(Date.now() + 1000)
    }
    expect(request.additionalInfo).toBe('')
  })
})

describe('the back office’s screens', () => {
  it('read each language of a member and a content item, empty where there is no translation', async () => {
    const member = await payload.create({
      collection: 'members',
      data: { name: unique('Tahmina'), title: 'Researcher', memberType: 'board', displayOrder: 1 },
      locale: 'en',
      overrideAccess: true,
    })
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { title: 'গবেষক' },
      locale: 'bn',
      overrideAccess: true,
    })
    const record = (await memberRecords(payload, admin.user)).items.find((m) => m.id === member.id)
    expect(record?.titles).toMatchObject({
      en: { title: 'Researcher' },
      bn: { title: 'গবেষক' },
      fr: { title: '' },
      ja: { title: '' },
    })

    const item = await payload.create({
      collection: 'content-items',
      data: {
        tabId: 'research',
        sectionId: unique('notes'),
        title: 'Rivers',
        content: lexicalParagraph('Rivers rise.'),
        displayOrder: 1,
      },
      locale: 'en',
      overrideAccess: true,
    })
    await payload.update({
      collection: 'content-items',
      id: item.id,
      data: { title: 'Ríos' },
      locale: 'es',
      overrideAccess: true,
    })
    const form = await contentItemForm(payload, item.id, admin.user)
    expect(form?.text.en).toEqual({ title: 'Rivers', content: expect.stringContaining('Rivers rise.') })
    expect(form?.text.es).toEqual({ title: 'Ríos', content: '' })
    expect(form?.text.ar).toEqual({ title: '', content: '' })
    expect(await contentItemForm(payload, 99999999, admin.user)).toBeNull()
  })
})
