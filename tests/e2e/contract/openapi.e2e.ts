import { conformance, expect, test } from './conformance'
import { adminHeaders, from } from './helpers'

// Every operation the OpenAPI document describes, called on the running site, anonymous and as an
// administrator: the answer's status is one the document lists for it, and its body is valid
// against the document's JSON schema for that status (conformance.ts checks each answer of
// `request`). The other contract tests' calls are checked the same way.

// `file`: a calendar's or a feed's name (an event's page, /events/<slug>, is HTML, not the contract's).
const sample: Record<string, string> = { id: '987654321', memberName: 'No Such Member', file: 'none.ics' }
const target = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(sample[name] ?? 'none'))

for (const who of ['anonymous', 'administrator'] as const) {
  test(`every documented operation answers ${who}ly as documented`, async ({ request }) => {
    test.setTimeout(120_000)
    const contract = await conformance(request)
    const headers = who === 'administrator' ? await adminHeaders(request) : {}
    const wrong: string[] = []
    let called = 0
    for (const [path, item] of Object.entries(contract.document.paths)) {
      for (const method of Object.keys(item).filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key))) {
        // Logging out and ending the other sessions would end the session the others use.
        if ((path === '/api/logout' || (path === '/api/sessions' && method === 'delete')) && who === 'administrator')
          continue
        const op = contract.operationOf(method, target(path).split('?')[0])
        if (!op) {
          wrong.push(`${method.toUpperCase()} ${path}: no operation matches its own address`)
          continue
        }
        const url = `${target(path)}${path.includes('newsletter/') ? '?token=not-a-token' : ''}`
        try {
          const res = await request.fetch(url, {
            method: method.toUpperCase(),
            headers: { ...headers, ...from() },
            ...(method === 'get' || method === 'delete' ? {} : { data: {} }),
            maxRedirects: 0,
          })
          called++
          if (!contract.statusesOf(op).includes(res.status()))
            wrong.push(
              `${method.toUpperCase()} ${url}: ${res.status()} is not among ${contract.statusesOf(op).join(', ')}`,
            )
        } catch (error) {
          wrong.push((error as Error).message)
        }
      }
    }
    expect(wrong).toEqual([])
    expect(called).toBeGreaterThan(40)
  })
}
