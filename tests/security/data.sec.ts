import sharp from 'sharp'
import { admin, expect, jsonBody, test } from './fixtures'
import { freshLoopback } from './http'

/** A multipart body of text fields and one file. */
function multipart(fields: Record<string, string>, file: { field: string; name: string; type: string; data: Buffer }) {
  const boundary = `b-${Date.now()}`
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body }
}

test.describe('what visitors cannot read or change', () => {
  test("a hidden member's portrait and name cannot be read by anyone but an administrator", async ({ direct }) => {
    const login = await direct.send({ method: 'POST', path: '/api/login', from: freshLoopback(), ...jsonBody(admin) })
    const auth = { authorization: `Bearer ${login.json().data.token}` }
    const portrait = await sharp({
      create: { width: 300, height: 300, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .jpeg()
      .toBuffer()
    const name = `Hidden Member ${Date.now()}`
    const form = multipart(
      { name, title: 'Researcher', memberType: 'team', isActive: 'false' },
      { field: 'image', name: 'portrait.jpg', type: 'image/jpeg', data: portrait },
    )
    const created = await direct.send({
      method: 'POST',
      path: '/api/members',
      headers: { ...auth, ...form.headers },
      body: form.body,
    })
    expect(created.status, created.text).toBe(201)
    const member = created.json().data
    try {
      const files = [
        member.image.url,
        ...Object.values(member.image.sizes as Record<string, { url: string }>).map((s) => s.url),
      ] as string[]
      for (const url of files) {
        const path = new URL(url, direct.baseURL).pathname
        expect((await direct.send({ path })).status, `anonymous ${path}`).toBe(403)
        expect((await direct.send({ path, headers: auth })).status, `admin ${path}`).toBe(200)
      }
      const listed = await direct.send({ path: '/api/cms/media?limit=500&depth=0' })
      expect(listed.status).toBe(200)
      expect(listed.text).not.toContain(name)
      expect(listed.json().docs.map((d: { id: number }) => d.id)).not.toContain(member.image.id ?? -1)
    } finally {
      await direct.send({ method: 'DELETE', path: `/api/members/${member.id}`, headers: auth })
    }
  })

  test('an anonymous newsletter post never changes a stored subscriber', async ({ direct }) => {
    const email = `keep-${Date.now()}@example.org`
    expect(
      (
        await direct.send({
          method: 'POST',
          path: '/api/newsletter',
          from: freshLoopback(),
          ...jsonBody({ name: 'Real Name', email, consent: true }),
        })
      ).status,
    ).toBe(201)
    const again = await direct.send({
      method: 'POST',
      path: '/api/newsletter',
      from: freshLoopback(),
      ...jsonBody({ name: 'Someone Else', email, consent: true }),
    })
    expect(again.status).toBe(201)
    const login = await direct.send({ method: 'POST', path: '/api/login', from: freshLoopback(), ...jsonBody(admin) })
    const stored = await direct.send({
      path: `/api/cms/newsletter-subscriptions?where[email][equals]=${encodeURIComponent(email)}`,
      headers: { authorization: `JWT ${login.json().data.token}` },
    })
    expect(stored.json().docs.map((d: { name: string }) => d.name)).toEqual(['Real Name'])
  })

  test('administrator passwords: common ones and the username are refused with a clear message', async ({ direct }) => {
    const login = await direct.send({ method: 'POST', path: '/api/login', from: freshLoopback(), ...jsonBody(admin) })
    const auth = { authorization: `Bearer ${login.json().data.token}` }
    const username = `pw-test-${Date.now()}`
    for (const [password, message] of [
      ['12345', 'Password must be at least 6 characters'],
      ['123456', 'This password is too common'],
      ['aaaaaaaa', 'This password is too common'],
      [username.toUpperCase(), 'must not be the username'],
    ]) {
      const res = await direct.send({
        method: 'POST',
        path: '/api/users',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      })
      expect(res.status, password).toBe(400)
      expect(res.json().errors.password, password).toContain(message)
    }
  })

  test('protocol-relative links are dropped from content', async ({ direct }) => {
    const login = await direct.send({ method: 'POST', path: '/api/login', from: freshLoopback(), ...jsonBody(admin) })
    const auth = { authorization: `Bearer ${login.json().data.token}`, 'content-type': 'application/json' }
    const created = await direct.send({
      method: 'POST',
      path: '/api/content',
      headers: auth,
      body: JSON.stringify({
        tabId: 'about',
        sectionId: 'link-test',
        title: `Links ${Date.now()}`,
        content:
          '<p><a href="//evil.example/a">one</a> <a href="/\\evil.example/b">two</a> <a href="/?tab=about">three</a></p>',
        isActive: false,
      }),
    })
    expect(created.status, created.text).toBe(201)
    const item = created.json().data
    try {
      expect(item.content).not.toContain('evil.example')
      expect(item.content).toContain('href="/?tab=about"')
    } finally {
      await direct.send({ method: 'DELETE', path: `/api/content/${item.id}`, headers: auth })
    }
  })
})
