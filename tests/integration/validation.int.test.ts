import { createLocalReq, getLocalI18n, ValidationError, type CollectionSlug, type Payload } from 'payload'
import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { budgets, projectTypes, tabIds, timelines } from '../../src/content/site-structure'
import { subscribeToNewsletter } from '../../src/server/newsletter'
import { createAdmin, lexicalParagraph } from '../helpers/fixtures'
import { testPayload, unique } from '../helpers/payload'

/**
 * Server-side validation through the Local API. Access is overridden
 * everywhere: these tests are about what the collections accept, not about who may write.
 */

type Data = Record<string, unknown>

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const count = async (collection: CollectionSlug) =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

/** A lowercase, slug-shaped value no other test uses. */
const uniqueSlug = (prefix: string) => unique(prefix).toLowerCase()

/** Valid data for each collection; a table row replaces one field of it. */
const valid = {
  'contact-messages': (): Data => ({
    name: 'Rahim Uddin',
    email: `${uniqueSlug('contact')}@example.org`,
    subject: 'A question about floods',
    message: 'A message that is long enough to be accepted.',
  }),
  'newsletter-subscriptions': (): Data => ({
    name: 'Nusrat Jahan',
    email: `${uniqueSlug('news')}@example.org`,
    consent: true,
  }),
  'software-requests': (): Data => ({
    name: 'Karim Ahmed',
    email: `${uniqueSlug('request')}@example.org`,
    organization: 'Green Delta Foundation',
    projectType: 'web-application',
    budget: 'discuss',
    timeline: 'flexible',
    requirements: 'A web application to collect rainfall observations from field staff.',
  }),
  'content-items': (): Data => ({
    tabId: 'research',
    sectionId: uniqueSlug('sec'),
    title: 'Coastal flooding study',
    content: lexicalParagraph('Findings of the coastal flooding study.'),
  }),
  submenus: (): Data => ({
    tabId: 'join',
    sectionId: uniqueSlug('sub'),
    name: 'Fellowships',
  }),
  members: (): Data => ({
    name: unique('Member'),
    title: 'Research Fellow',
    memberType: 'team',
  }),
  'member-bios': (): Data => ({
    memberName: unique('Bio'),
    memberType: 'board',
    bio: 'Works on climate adaptation.',
  }),
} satisfies Partial<Record<CollectionSlug, () => Data>>

type Validated = keyof typeof valid

/** Expects a 400 ValidationError naming `path` (and `message`, when given). */
async function expectValidationError(promise: Promise<unknown>, path: string, message?: string) {
  const error = await promise.then(
    (doc) => ({ acceptedInsteadOfRejected: doc }),
    (e: unknown) => e,
  )
  const seen =
    error instanceof Error
      ? `${error.name} (status ${String((error as { status?: unknown }).status)}): ${error.message.slice(0, 300)}`
      : `no error: ${JSON.stringify(error).slice(0, 300)}`
  expect(error, seen).toBeInstanceOf(ValidationError)
  const { status, data } = error as ValidationError
  expect(status).toBe(400)
  // As "path: message" strings, so that a failure prints every error the collection gave.
  const errors = data.errors.map((e) => `${e.path}: ${e.message}`)
  const got = `the collection answered: ${errors.join(' | ')}`
  if (message === undefined)
    expect(
      data.errors.map((e) => e.path),
      got,
    ).toContain(path)
  else expect(errors, got).toContain(`${path}: ${message}`)
}

/** Expects the create to be rejected with that field error, and nothing stored. */
async function expectCreateRejected(collection: CollectionSlug, data: Data, path: string, message?: string) {
  const before = await count(collection)
  await expectValidationError(payload.create({ collection, data: data as never, overrideAccess: true }), path, message)
  expect(await count(collection)).toBe(before)
}

async function create<T = Data>(
  collection: CollectionSlug,
  data: Data,
  locale?: 'en' | 'bn',
): Promise<T & { id: number }> {
  return (await payload.create({ collection, data: data as never, overrideAccess: true, locale })) as unknown as T & {
    id: number
  }
}

const nameMessage = 'Name must be at least 2 characters.'
const emailMessage = 'Please enter a valid email address.'
const slugMessage = 'Use only lowercase letters, digits and hyphens.'
const displayOrderMessage = 'Display order must be a whole number of at least 1.'
const urlMessage = 'Please enter a valid URL starting with http:// or https://.'

describe('field rules: invalid values are rejected with the spec message', () => {
  const rows: [Validated, string, unknown, string][] = [
    // Contact form
    ['contact-messages', 'name', '', nameMessage],
    ['contact-messages', 'name', 'A', nameMessage],
    ['contact-messages', 'name', '  A  ', nameMessage],
    ['contact-messages', 'email', '', emailMessage],
    ['contact-messages', 'email', 'not-an-email', emailMessage],
    ['contact-messages', 'email', 'rahim@', emailMessage],
    ['contact-messages', 'subject', 'Four', 'Subject must be at least 5 characters.'],
    ['contact-messages', 'message', 'Too short', 'Message must be at least 10 characters.'],
    // Newsletter form
    ['newsletter-subscriptions', 'name', 'A', nameMessage],
    ['newsletter-subscriptions', 'email', 'not-an-email', emailMessage],
    ['newsletter-subscriptions', 'consent', false, 'You must agree to receive emails.'],
    ['newsletter-subscriptions', 'consent', undefined, 'You must agree to receive emails.'],
    // Software request form
    ['software-requests', 'name', 'A', nameMessage],
    ['software-requests', 'email', 'not-an-email', emailMessage],
    ['software-requests', 'organization', '', 'Organization name is required.'],
    ['software-requests', 'organization', 'A', 'Organization name is required.'],
    ['software-requests', 'projectType', 'blockchain', 'Please select a project type.'],
    ['software-requests', 'projectType', '', 'Please select a project type.'],
    ['software-requests', 'budget', 'a-lot', 'Please select a budget range.'],
    ['software-requests', 'budget', '', 'Please select a budget range.'],
    ['software-requests', 'timeline', 'yesterday', 'Please select a timeline.'],
    ['software-requests', 'timeline', '', 'Please select a timeline.'],
    [
      'software-requests',
      'requirements',
      'x'.repeat(19),
      'Please provide detailed requirements (minimum 20 characters).',
    ],
    // Content items
    ['content-items', 'title', '', 'Title is required'],
    ['content-items', 'title', '   ', 'Title is required'],
    ['content-items', 'title', 'x'.repeat(101), 'Title is too long'],
    ['content-items', 'sectionId', 'Climate', slugMessage],
    ['content-items', 'sectionId', 'climate science', slugMessage],
    ['content-items', 'sectionId', 'climate_science', slugMessage],
    ['content-items', 'displayOrder', 0, displayOrderMessage],
    ['content-items', 'displayOrder', -1, displayOrderMessage],
    ['content-items', 'displayOrder', 1.5, displayOrderMessage],
    // Submenus
    ['submenus', 'name', '', 'Display name is required'],
    ['submenus', 'name', 'x'.repeat(101), 'Display name is too long (max 100 characters)'],
    ['submenus', 'sectionId', 'Fellowships', slugMessage],
    ['submenus', 'sectionId', 'fellow ships', slugMessage],
    ['submenus', 'sectionId', 'fellow_ships', slugMessage],
    ['submenus', 'displayOrder', 0, displayOrderMessage],
    ['submenus', 'displayOrder', 1.5, displayOrderMessage],
    // Members
    ['members', 'name', '', 'Member name is required'],
    ['members', 'name', '   ', 'Member name is required'],
    ['members', 'title', '', 'Title is required'],
    ['members', 'displayOrder', 0, displayOrderMessage],
    // Member bios
    ['member-bios', 'memberName', '', 'Member name is required'],
    ['member-bios', 'contactEmail', 'not-an-email', emailMessage],
    ['member-bios', 'linkedinUrl', 'javascript:alert(1)', urlMessage],
    ['member-bios', 'linkedinUrl', 'ftp://x', urlMessage],
    ['member-bios', 'linkedinUrl', 'linkedin', urlMessage],
  ]

  it.each(rows)('%s: %s = %j is rejected with "%s"', async (collection, field, value, message) => {
    await expectCreateRejected(collection, { ...valid[collection](), [field]: value }, field, message)
  })
})

describe('field rules: values outside a fixed list are rejected', () => {
  // The spec gives no message for these: Payload's own select message is expected.
  const invalidSelection = 'This field has an invalid selection.'
  const rows: [Validated, string, unknown, string][] = [
    ['content-items', 'tabId', 'gallery', invalidSelection],
    ['content-items', 'tabId', 'unknown', invalidSelection],
    ['content-items', 'tabId', 'About', invalidSelection],
    ['submenus', 'tabId', 'gallery', invalidSelection],
    ['submenus', 'tabId', 'About', invalidSelection],
    ['members', 'memberType', 'staff', invalidSelection],
    ['members', 'memberType', 'Board', invalidSelection],
    ['member-bios', 'memberType', 'staff', invalidSelection],
  ]

  it.each(rows)('%s: %s = %j is rejected with "%s"', async (collection, field, value, message) => {
    await expectCreateRejected(collection, { ...valid[collection](), [field]: value }, field, message)
  })
})

describe('field rules: a missing required field is rejected with the spec message', () => {
  // Where the spec gives no message, Payload's own "required" message is expected.
  const required = 'This field is required.'
  const rows: [Validated, string, string][] = [
    ['contact-messages', 'name', nameMessage],
    ['contact-messages', 'email', emailMessage],
    ['contact-messages', 'subject', 'Subject must be at least 5 characters.'],
    ['contact-messages', 'message', 'Message must be at least 10 characters.'],
    ['newsletter-subscriptions', 'name', nameMessage],
    ['newsletter-subscriptions', 'email', emailMessage],
    ['newsletter-subscriptions', 'consent', 'You must agree to receive emails.'],
    ['software-requests', 'name', nameMessage],
    ['software-requests', 'email', emailMessage],
    ['software-requests', 'organization', 'Organization name is required.'],
    ['software-requests', 'projectType', 'Please select a project type.'],
    ['software-requests', 'budget', 'Please select a budget range.'],
    ['software-requests', 'timeline', 'Please select a timeline.'],
    ['software-requests', 'requirements', 'Please provide detailed requirements (minimum 20 characters).'],
    ['content-items', 'tabId', required],
    ['content-items', 'sectionId', slugMessage],
    ['content-items', 'title', 'Title is required'],
    ['content-items', 'content', 'Content is required'],
    ['submenus', 'tabId', required],
    ['submenus', 'sectionId', slugMessage],
    ['submenus', 'name', 'Display name is required'],
    ['members', 'name', 'Member name is required'],
    ['members', 'title', 'Title is required'],
    ['members', 'memberType', required],
    ['member-bios', 'memberName', 'Member name is required'],
    ['member-bios', 'memberType', required],
  ]

  it.each(rows)('%s: %s missing is rejected with "%s"', async (collection, field, message) => {
    const data = valid[collection]()
    delete data[field]
    await expectCreateRejected(collection, data, field, message)
  })
})

describe('field rules: valid boundary values are accepted', () => {
  const rows: [Validated, string, unknown][] = [
    ['contact-messages', 'name', 'Al'],
    ['contact-messages', 'subject', 'Hello'],
    ['contact-messages', 'message', '0123456789'],
    ['newsletter-subscriptions', 'name', 'Al'],
    ['software-requests', 'organization', 'UN'],
    ['software-requests', 'requirements', 'x'.repeat(20)],
    ['software-requests', 'additionalInfo', ''],
    ['software-requests', 'additionalInfo', undefined],
    ['software-requests', 'additionalInfo', 'Deadline is flexible.'],
    ['content-items', 'title', 'x'.repeat(100)],
    ['content-items', 'title', 'T'],
    ['content-items', 'displayOrder', 1],
    ['content-items', 'displayOrder', 2],
    ['submenus', 'name', 'x'.repeat(100)],
    ['submenus', 'displayOrder', 1],
    ['members', 'memberType', 'board'],
    ['members', 'memberType', 'team'],
    ['member-bios', 'memberType', 'team'],
    ['member-bios', 'contactEmail', ''],
    ['member-bios', 'contactEmail', 'ayesha@example.org'],
    ['member-bios', 'linkedinUrl', ''],
    ['member-bios', 'linkedinUrl', 'https://www.linkedin.com/in/someone'],
    ['member-bios', 'linkedinUrl', 'http://example.org/profile'],
    ...tabIds.map((tabId): [Validated, string, unknown] => ['content-items', 'tabId', tabId]),
    ...projectTypes.map((value): [Validated, string, unknown] => ['software-requests', 'projectType', value]),
    ...budgets.map((value): [Validated, string, unknown] => ['software-requests', 'budget', value]),
    ...timelines.map((value): [Validated, string, unknown] => ['software-requests', 'timeline', value]),
  ]

  it.each(rows)('%s: %s = %j is accepted', async (collection, field, value) => {
    const before = await count(collection)
    const doc = await create(collection, { ...valid[collection](), [field]: value })
    expect(await count(collection)).toBe(before + 1)
    if (value !== undefined && value !== '') expect(doc[field]).toEqual(value)
    else expect([undefined, null, '']).toContain(doc[field])
  })
})

describe('contact messages', () => {
  it('are stored with status "new" and a receivedAt date', async () => {
    const startedAt = Date.now()
    const doc = await create('contact-messages', valid['contact-messages']())
    expect(doc.status).toBe('new')
    expect(typeof doc.receivedAt).toBe('string')
    const receivedAt = new Date(doc.receivedAt as string).getTime()
    expect(receivedAt).toBeGreaterThanOrEqual(startedAt - 5_000)
    expect(receivedAt).toBeLessThanOrEqual(Date.now() + 5_000)
  })
})

describe('newsletter subscriptions', () => {
  it('are stored with status "new" and a receivedAt date', async () => {
    const doc = await create('newsletter-subscriptions', valid['newsletter-subscriptions']())
    expect(doc.status).toBe('new')
    expect(Number.isNaN(new Date(doc.receivedAt as string).getTime())).toBe(false)
  })

  it('keep one row per e-mail address, whatever its case and spacing', async () => {
    const local = uniqueSlug('subscriber')
    const first = await create('newsletter-subscriptions', {
      ...valid['newsletter-subscriptions'](),
      email: `${local.toUpperCase()}@Example.ORG`,
    })
    expect(first.email).toBe(`${local}@example.org`)

    await expectCreateRejected(
      'newsletter-subscriptions',
      { ...valid['newsletter-subscriptions'](), email: `  ${local}@EXAMPLE.org ` },
      'email',
    )
    const { totalDocs } = await payload.count({
      collection: 'newsletter-subscriptions',
      where: { email: { equals: `${local}@example.org` } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it('a second subscription of a confirmed address changes nothing that is stored', async () => {
    const email = `${uniqueSlug('kept')}@example.org`
    await subscribeToNewsletter({ name: 'Nasrin Akter', email, consent: true }, '2026-01-05T08:00:00.000Z')
    const [pending] = (
      await payload.find({
        collection: 'newsletter-subscriptions',
        where: { email: { equals: email } },
        overrideAccess: true,
      })
    ).docs
    const before = await payload.update({
      collection: 'newsletter-subscriptions',
      id: pending.id,
      data: { status: 'read', subscription: 'confirmed' },
      overrideAccess: true,
    })

    await subscribeToNewsletter(
      { name: 'Someone Else', email: `  ${email.toUpperCase()} `, consent: true },
      '2026-02-01T08:00:00.000Z',
    )
    const after = await payload.find({
      collection: 'newsletter-subscriptions',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(after.docs).toHaveLength(1)
    expect(after.docs[0]).toMatchObject({
      id: before.id,
      name: 'Nasrin Akter',
      consent: true,
      status: 'read',
      subscription: 'confirmed',
      receivedAt: '2026-01-05T08:00:00.000Z',
    })
    expect(after.docs[0].updatedAt).toBe(
      (await payload.findByID({ collection: 'newsletter-subscriptions', id: before.id, overrideAccess: true }))
        .updatedAt,
    )
  })

  it('concurrent first subscriptions of one address end with one row, and none fails', async () => {
    const email = `${uniqueSlug('race')}@example.org`
    const results = await Promise.allSettled(
      ['Rahim', 'Karim', 'Salma', 'Jamal'].map((name) =>
        subscribeToNewsletter({ name: `${name} Uddin`, email, consent: true }),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled'])
    const { totalDocs } = await payload.count({
      collection: 'newsletter-subscriptions',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })
})

describe('content items', () => {
  it('default displayOrder to 1 and isActive to true', async () => {
    const doc = await create('content-items', valid['content-items']())
    expect(doc.displayOrder).toBe(1)
    expect(doc.isActive).toBe(true)
  })

  it('reject an update that breaks a rule, and keep the stored values', async () => {
    const doc = await create('content-items', valid['content-items']())
    await expectValidationError(
      payload.update({ collection: 'content-items', id: doc.id, data: { title: '' }, overrideAccess: true }),
      'title',
      'Title is required',
    )
    await expectValidationError(
      payload.update({ collection: 'content-items', id: doc.id, data: { displayOrder: 0 }, overrideAccess: true }),
      'displayOrder',
      displayOrderMessage,
    )
    await expectValidationError(
      payload.update({
        collection: 'content-items',
        id: doc.id,
        data: { sectionId: 'Not A Slug' },
        overrideAccess: true,
      }),
      'sectionId',
      slugMessage,
    )
    const stored = await payload.findByID({ collection: 'content-items', id: doc.id, overrideAccess: true })
    expect(stored).toMatchObject({ title: doc.title, displayOrder: 1, sectionId: doc.sectionId })
  })
})

describe('submenus', () => {
  it('default displayOrder to 1 and isActive to true', async () => {
    const doc = await create('submenus', valid.submenus())
    expect(doc.displayOrder).toBe(1)
    expect(doc.isActive).toBe(true)
  })

  it('allow one submenu per tab and section', async () => {
    const data = valid.submenus()
    await create('submenus', data)
    await expectCreateRejected(
      'submenus',
      { ...data, name: 'Another name' },
      'sectionId',
      'A submenu for this tab and section already exists.',
    )
    const { totalDocs } = await payload.count({
      collection: 'submenus',
      where: { tabId: { equals: data.tabId }, sectionId: { equals: data.sectionId } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)

    // The same section id under another tab is another section.
    const other = await create('submenus', { ...data, tabId: 'capacity' })
    expect(other).toMatchObject({ tabId: 'capacity', sectionId: data.sectionId })
  })

  it.each([
    ['tabId', 'research'],
    ['sectionId', 'moved-section'],
  ])('cannot change %s on update', async (field, value) => {
    const doc = await create('submenus', valid.submenus())
    await expectValidationError(
      payload.update({ collection: 'submenus', id: doc.id, data: { [field]: value }, overrideAccess: true }),
      field,
      'The tab and section of a submenu cannot be changed.',
    )
    const stored = await payload.findByID({ collection: 'submenus', id: doc.id, overrideAccess: true })
    expect(stored).toMatchObject({ tabId: doc.tabId, sectionId: doc.sectionId })
  })

  it('can change name, displayOrder and isActive (resending the same tab and section is fine)', async () => {
    const doc = await create('submenus', valid.submenus())
    const updated = await payload.update({
      collection: 'submenus',
      id: doc.id,
      data: {
        tabId: doc.tabId as 'join',
        sectionId: doc.sectionId as string,
        name: 'Research fellowships',
        displayOrder: 4,
        isActive: false,
      },
      overrideAccess: true,
    })
    expect(updated).toMatchObject({
      tabId: doc.tabId,
      sectionId: doc.sectionId,
      name: 'Research fellowships',
      displayOrder: 4,
      isActive: false,
    })
  })

  it('reject an invalid name on update', async () => {
    const doc = await create('submenus', valid.submenus())
    await expectValidationError(
      payload.update({ collection: 'submenus', id: doc.id, data: { name: 'x'.repeat(101) }, overrideAccess: true }),
      'name',
      'Display name is too long (max 100 characters)',
    )
  })
})

describe('member bios', () => {
  it('allow one bio per member name and type', async () => {
    const data = valid['member-bios']()
    await create('member-bios', data)
    const before = await count('member-bios')
    await expect(
      payload.create({
        collection: 'member-bios',
        data: { ...data, bio: 'A second bio.' } as never,
        overrideAccess: true,
      }),
    ).rejects.toBeInstanceOf(Error)
    expect(await count('member-bios')).toBe(before)

    const other = await create('member-bios', { ...data, memberType: 'team' })
    expect(other).toMatchObject({ memberName: data.memberName, memberType: 'team' })
  })

  it.each(['Ayesha Rahmān', 'José Martínez', 'আয়েশা রহমান'])(
    'store the Unicode name %j and find it back exactly',
    async (name) => {
      const memberName = `${name} ${unique('u')}`
      const doc = await create('member-bios', { ...valid['member-bios'](), memberName })
      expect(doc.memberName).toBe(memberName)
      const found = await payload.find({
        collection: 'member-bios',
        where: { memberName: { equals: memberName } },
        overrideAccess: true,
      })
      expect(found.docs.map((d) => d.id)).toEqual([doc.id])
      expect(found.docs[0]?.memberName).toBe(memberName)
    },
  )
})

describe('admin accounts (users)', () => {
  type User = { id: number; username: string; email?: string | null; role?: string; hash?: unknown; salt?: unknown }
  const password = 'kx7-q2' // exactly 6 characters: the shortest accepted
  // A 3-character username (the shortest accepted) that other files do not use.
  const shortUsername = Math.random().toString(36).slice(2, 5).padEnd(3, 'z')
  let first: User

  beforeAll(async () => {
    first = await create<User>('users', { username: shortUsername, password })
  })

  it('accept a 3-character username and a 6-character password, with role "admin" by default', () => {
    expect(first.username).toBe(shortUsername)
    expect(first.role).toBe('admin')
    expect(first.email ?? null).toBeNull()
  })

  it('never return hash or salt', async () => {
    expect(first).not.toHaveProperty('hash')
    expect(first).not.toHaveProperty('salt')
    const read = await payload.findByID({ collection: 'users', id: first.id, overrideAccess: true })
    expect(read).not.toHaveProperty('hash')
    expect(read).not.toHaveProperty('salt')
    const updated = await payload.update({
      collection: 'users',
      id: first.id,
      data: { firstName: 'Ayesha' },
      overrideAccess: true,
    })
    expect(updated).not.toHaveProperty('hash')
    expect(updated).not.toHaveProperty('salt')
  })

  it('allow several accounts without e-mail', async () => {
    const second = await create<User>('users', { username: uniqueSlug('noemail'), password, email: '' })
    expect(second.email ?? null).toBeNull()
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: { id: { in: [first.id, second.id] }, email: { exists: false } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(2)
  })

  it.each([
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['username', '', 'Username must be at least 3 characters'],
    ['password', 'five5', 'Password must be at least 6 characters'],
    ['email', 'not-an-email', emailMessage],
  ])('reject %s = %j on create with "%s"', async (field, value, message) => {
    await expectCreateRejected('users', { username: uniqueSlug('user'), password, [field]: value }, field, message)
  })

  it('reject a password shorter than 6 on update, and keep the old one', async () => {
    await expectValidationError(
      payload.update({ collection: 'users', id: first.id, data: { password: 'five5' }, overrideAccess: true }),
      'password',
      'Password must be at least 6 characters',
    )
    const login = await payload.login({
      collection: 'users',
      data: { username: shortUsername, password },
      overrideAccess: true,
    })
    expect(login.user?.id).toBe(first.id)
    expect(login.user).not.toHaveProperty('hash')
    expect(login.user).not.toHaveProperty('salt')
  })

  const tooCommon = 'This password is too common. Choose a less predictable one.'
  const isUsername = 'The password must not be the username.'

  it.each(['123456', 'password', 'PassWord', 'qwerty123', 'aaaaaa'])(
    'reject the common password %j on create',
    async (value) => {
      await expectCreateRejected('users', { username: uniqueSlug('user'), password: value }, 'password', tooCommon)
    },
  )

  it('reject the username as the password, in any case, on create', async () => {
    const username = uniqueSlug('alice')
    await expectCreateRejected('users', { username, password: username.toUpperCase() }, 'password', isUsername)
    // "alice" / "Alice": too short as well; refused either way, on the password.
    await expectCreateRejected('users', { username: 'alice', password: 'Alice' }, 'password')
  })

  it('reject a common password or the stored username on update (only the password sent), and keep the old one', async () => {
    const username = uniqueSlug('update')
    const account = await create<User>('users', { username, password })
    for (const [value, message] of [
      ['123456', tooCommon],
      ['iloveyou', tooCommon],
      [username.toUpperCase(), isUsername],
    ]) {
      await expectValidationError(
        payload.update({ collection: 'users', id: account.id, data: { password: value }, overrideAccess: true }),
        'password',
        message,
      )
    }
    const login = await payload.login({ collection: 'users', data: { username, password }, overrideAccess: true })
    expect(login.user?.id).toBe(account.id)
    // A strong new password is taken.
    await payload.update({
      collection: 'users',
      id: account.id,
      data: { password: `${username}-river-7` },
      overrideAccess: true,
    })
    expect(
      (await payload.login({ collection: 'users', data: { username, password: `${username}-river-7` } })).user?.id,
    ).toBe(account.id)
  })

  it("say the refusal in the panel's language", async () => {
    const i18n = await getLocalI18n({ config: payload.config, language: 'fr' })
    const req = await createLocalReq({ req: { i18n } }, payload)
    await expectValidationError(
      payload.create({
        collection: 'users',
        data: { username: uniqueSlug('fr'), password: 'password' } as never,
        overrideAccess: true,
        req,
      }),
      'password',
      'Ce mot de passe est trop courant. Choisissez-en un moins prévisible.',
    )
  })

  it('reject a username shorter than 3 on update', async () => {
    await expectValidationError(
      payload.update({ collection: 'users', id: first.id, data: { username: 'ab' }, overrideAccess: true }),
      'username',
      'Username must be at least 3 characters',
    )
  })

  it('store usernames in lower case and keep them unique, whatever their case', async () => {
    const username = uniqueSlug('taken')
    const stored = await create<User>('users', { username: username.toUpperCase(), password })
    expect(stored.username).toBe(username)
    const before = await count('users')
    await expectValidationError(
      create('users', { username: `${username.charAt(0).toUpperCase()}${username.slice(1)}`, password }),
      'username',
    )
    expect(await count('users')).toBe(before)
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: { username: { equals: username } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })
})

describe('POST /api/users: the contract refuses weak passwords', () => {
  const post = async (token: string, body: Data) => {
    const { POST } = await import('../../app/api/users/route')
    const req = new NextRequest('http://site.test/api/users', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const res = await POST(req, undefined)
    return { status: res.status, body: (await res.json()) as { success: boolean; errors?: Record<string, string> } }
  }

  it.each([
    ['123456', 'This password is too common. Choose a less predictable one.'],
    ['Password', 'This password is too common. Choose a less predictable one.'],
    ['zzzzzzzz', 'This password is too common. Choose a less predictable one.'],
    ['five5', 'Password must be at least 6 characters'],
  ])('%j: 400 with the message on password, nothing stored', async (password, message) => {
    const { username, password: own } = await createAdmin(payload)
    const { token } = await payload.login({ collection: 'users', data: { username, password: own } })
    const before = await count('users')
    const answer = await post(token!, { username: uniqueSlug('new'), password })
    expect(answer).toMatchObject({ status: 400, body: { success: false, errors: { password: message } } })
    expect(await count('users')).toBe(before)
  })

  it('the username as the password: 400 on password', async () => {
    const { username, password: own } = await createAdmin(payload)
    const { token } = await payload.login({ collection: 'users', data: { username, password: own } })
    const name = uniqueSlug('river')
    const answer = await post(token!, { username: name, password: name.toUpperCase() })
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: { password: 'The password must not be the username.' } },
    })
    expect((await post(token!, { username: name, password: `${name}-delta` })).status).toBe(201)
  })
})

describe('localisation', () => {
  it('returns the title of the requested locale, and the English one when there is no translation', async () => {
    const english = 'Flood preparedness in the delta'
    const bengali = 'ব-দ্বীপে বন্যা প্রস্তুতি'
    const doc = await create('content-items', { ...valid['content-items'](), title: english }, 'en')
    await payload.update({
      collection: 'content-items',
      id: doc.id,
      data: { title: bengali },
      locale: 'bn',
      overrideAccess: true,
    })

    const read = (locale: 'en' | 'bn' | 'fr') =>
      payload.findByID({ collection: 'content-items', id: doc.id, locale, overrideAccess: true })
    expect((await read('bn')).title).toBe(bengali)
    expect((await read('en')).title).toBe(english)
    expect((await read('fr')).title).toBe(english)
  })
})
