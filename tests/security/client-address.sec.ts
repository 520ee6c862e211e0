import { expect, jsonBody, test } from './fixtures'
import { freshLoopback } from './http'

const subscriber = (n: number) =>
  jsonBody({ name: 'Rate Test', email: `rate-${Date.now()}-${n}@example.org`, consent: true })

test.describe('the client address behind every rate limit cannot be forged', () => {
  test('TRUST_PROXY unset: the TCP peer is the key; X-Forwarded-For and X-Real-IP change nothing', async ({
    direct,
  }) => {
    const from = freshLoopback()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await direct.send({
        method: 'POST',
        path: '/api/newsletter',
        from,
        ...subscriber(i),
        headers: { ...subscriber(i).headers, 'x-forwarded-for': '203.0.113.7' },
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201))
    expect(statuses[10]).toBe(429)
    const spoofs: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.8' },
      { 'x-forwarded-for': ',', 'x-real-ip': '198.51.100.9' },
      { 'x-real-ip': '198.51.100.10' },
      { 'x-site-client-address': '198.51.100.11' },
    ]
    for (const headers of spoofs) {
      const res = await direct.send({
        method: 'POST',
        path: '/api/newsletter',
        from,
        ...subscriber(99),
        headers: { ...subscriber(99).headers, ...headers },
      })
      expect(res.status, JSON.stringify(headers)).toBe(429)
      expect(res.headers['retry-after']).toBeTruthy()
    }
    // Another machine is not held back.
    const other = await direct.send({
      method: 'POST',
      path: '/api/newsletter',
      from: freshLoopback(),
      ...subscriber(100),
    })
    expect(other.status).toBe(201)
  })

  test('TRUST_PROXY=1: the address the proxy appended is the key, whatever the client put before it', async ({
    proxied,
  }) => {
    const client = `203.0.113.${Math.floor(Math.random() * 250) + 1}`
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      // A client's own X-Forwarded-For comes first; the proxy appends the address it saw.
      const res = await proxied.send({
        method: 'POST',
        path: '/api/newsletter',
        ...subscriber(i),
        headers: { ...subscriber(i).headers, 'x-forwarded-for': `10.0.0.${i}, ${client}` },
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201))
    expect(statuses[10]).toBe(429)
    const spoofed = await proxied.send({
      method: 'POST',
      path: '/api/newsletter',
      ...subscriber(50),
      headers: { ...subscriber(50).headers, 'x-forwarded-for': `198.51.100.1, ${client}`, 'x-real-ip': '198.51.100.2' },
    })
    expect(spoofed.status).toBe(429)
    const neighbour = await proxied.send({
      method: 'POST',
      path: '/api/newsletter',
      ...subscriber(51),
      headers: {
        ...subscriber(51).headers,
        'x-forwarded-for': `${client}, 192.0.2.${Math.floor(Math.random() * 250) + 1}`,
      },
    })
    expect(neighbour.status).toBe(201)
  })
})
