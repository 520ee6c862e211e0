import { expect, test } from './conformance'
import { adminHeaders, body, clientIp, from } from './helpers'

const valid = {
  '/api/contact': {
    name: 'Rahim Uddin',
    email: 'rahim@example.org',
    subject: 'Partnership',
    message: 'We would like to work with you.',
  },
  '/api/newsletter': { name: 'Rahim Uddin', email: 'news-reader@example.org', consent: true },
  '/api/software-requirements': {
    name: 'Rahim Uddin',
    email: 'rahim@example.org',
    organization: 'Coastal NGO',
    projectType: 'data-analysis',
    budget: '10k-25k',
    timeline: '2-3-months',
    requirements: 'A dashboard of salinity readings from 40 stations.',
  },
} as const

type Path = keyof typeof valid

// One row per endpoint and case: the field, the bad value, the exact message of the spec.
const invalid: [Path, string, unknown, string][] = [
  ['/api/contact', 'name', 'R', 'Name must be at least 2 characters.'],
  ['/api/contact', 'email', 'not-an-email', 'Please enter a valid email address.'],
  ['/api/contact', 'subject', 'Hi', 'Subject must be at least 5 characters.'],
  ['/api/contact', 'message', 'Too short', 'Message must be at least 10 characters.'],
  ['/api/contact', 'name', undefined, 'Name must be at least 2 characters.'],
  ['/api/newsletter', 'name', '', 'Name must be at least 2 characters.'],
  ['/api/newsletter', 'email', 'a@b', 'Please enter a valid email address.'],
  ['/api/newsletter', 'consent', false, 'You must agree to receive emails.'],
  ['/api/software-requirements', 'organization', 'X', 'Organization name is required.'],
  ['/api/software-requirements', 'projectType', 'spaceship', 'Please select a project type.'],
  ['/api/software-requirements', 'budget', '', 'Please select a budget range.'],
  ['/api/software-requirements', 'timeline', 42, 'Please select a timeline.'],
  [
    '/api/software-requirements',
    'requirements',
    'Build an app',
    'Please provide detailed requirements (minimum 20 characters).',
  ],
]

test.describe('visitor submissions', () => {
  for (const path of Object.keys(valid) as Path[]) {
    test(`POST ${path} stores a valid submission: 201`, async ({ request }) => {
      const res = await request.post(path, { data: valid[path], headers: from() })
      expect(res.status()).toBe(201)
      expect(await body(res)).toMatchObject({ success: true, data: { receivedAt: expect.any(String) } })
    })
  }

  for (const [path, field, value, message] of invalid) {
    test(`POST ${path} with ${field}=${JSON.stringify(value)}: 400 "${message}"`, async ({ request }) => {
      const res = await request.post(path, { data: { ...valid[path], [field]: value }, headers: from() })
      expect(res.status()).toBe(400)
      const json = await body(res)
      expect(json.success).toBe(false)
      expect(json.errors[field]).toBe(message)
    })
  }

  test('stored submissions are seen by an administrator, never by a visitor', async ({ request }) => {
    const subject = `Seen by admins ${Date.now()}`
    await request.post('/api/contact', { data: { ...valid['/api/contact'], subject }, headers: from() })
    expect((await request.get('/api/cms/contact-messages')).status()).toBe(403)
    const auth = await adminHeaders(request)
    const list = await body(
      await request.get(`/api/cms/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}`, {
        headers: { Authorization: auth.Authorization.replace('Bearer', 'JWT') },
      }),
    )
    expect(list.totalDocs).toBe(1)
    expect(list.docs[0]).toMatchObject({ status: 'new', email: 'rahim@example.org' })
  })

  test('the newsletter is idempotent per e-mail, and a second post changes nothing stored', async ({ request }) => {
    const email = `Twice.${Date.now()}@Example.org`
    for (const name of ['First Name', 'Second Name']) {
      const res = await request.post('/api/newsletter', { data: { name, email, consent: true }, headers: from() })
      expect(res.status()).toBe(201)
    }
    const auth = { Authorization: (await adminHeaders(request)).Authorization.replace('Bearer', 'JWT') }
    const list = await body(
      await request.get(
        `/api/cms/newsletter-subscriptions?where[email][equals]=${encodeURIComponent(email.toLowerCase())}`,
        { headers: auth },
      ),
    )
    expect(list.totalDocs).toBe(1)
    // An anonymous post never overwrites a subscriber (anyone could rename anyone).
    expect(list.docs[0].name).toBe('First Name')
  })

  test('a filled honeypot succeeds for the bot and stores nothing', async ({ request }) => {
    const subject = `Bot message ${Date.now()}`
    const res = await request.post('/api/contact', {
      data: { ...valid['/api/contact'], subject, website: 'http://spam.example' },
      headers: from(),
    })
    expect(res.status()).toBe(201)
    const auth = { Authorization: (await adminHeaders(request)).Authorization.replace('Bearer', 'JWT') }
    const list = await body(
      await request.get(`/api/cms/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}`, {
        headers: auth,
      }),
    )
    expect(list.totalDocs).toBe(0)
  })

  test('past the limit a client gets 429 with Retry-After', async ({ request }) => {
    const ip = clientIp()
    const statuses: number[] = []
    let last
    for (let i = 0; i < 12; i++) {
      last = await request.post('/api/contact', { data: valid['/api/contact'], headers: from(ip) })
      statuses.push(last.status())
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true)
    expect(statuses[10]).toBe(429)
    expect(Number(last!.headers()['retry-after'])).toBeGreaterThan(0)
    expect((await body(last!)).success).toBe(false)
    // Another client is not affected.
    expect((await request.post('/api/contact', { data: valid['/api/contact'], headers: from() })).status()).toBe(201)
  })

  const malformed: [string, string | Buffer, string, number][] = [
    ['broken JSON', '{"name": "Rahim", ', 'application/json', 400],
    ['a JSON array', '[1,2,3]', 'application/json', 400],
    ['a JSON string', '"hello"', 'application/json', 400],
    ['null', 'null', 'application/json', 400],
    ['form encoding', 'name=Rahim', 'application/x-www-form-urlencoded', 415],
    ['no content type', '{}', '', 415],
    [
      'a huge body',
      JSON.stringify({ ...valid['/api/contact'], message: 'x'.repeat(400_000) }),
      'application/json',
      413,
    ],
    ['wrong types', JSON.stringify({ name: 12, email: ['a'], subject: {}, message: true }), 'application/json', 400],
    [
      'a very long field',
      JSON.stringify({ ...valid['/api/contact'], message: 'x'.repeat(6000) }),
      'application/json',
      400,
    ],
  ]
  for (const [label, data, type, status] of malformed) {
    test(`POST /api/contact with ${label}: ${status}, never a 500`, async ({ request }) => {
      const res = await request.post('/api/contact', {
        data,
        headers: { ...from(), ...(type ? { 'Content-Type': type } : {}) },
      })
      expect(res.status()).toBe(status)
      const json = await body(res)
      expect(json.success).toBe(false)
      expect(JSON.stringify(json)).not.toMatch(/\bat .*\.(js|ts):\d+/)
    })
  }
})
