/**
 * What a large section costs. `addContentItems` fills one section through the contract
 * (POST /api/content, as the back office does); `volumeFigures` reads the figures that grew with
 * it: the section's public page (its first page: sections are paged, 20 items),
 * `/api/content?tabId=` unpaged, as an integrator calls it, the back office's dashboard, and a
 * search for a word every item holds (its first call reads the whole corpus).
 */

type Timed = { bytes: number; firstMs: number; medianMs: number }
export type VolumeFigures = { sectionPage: Timed; contentApi: Timed; dashboard: Timed; search: Timed }

const volumeTab = 'about'
const volumeSection = 'description'
export const sectionPath = `/?tab=${volumeTab}&section=${volumeSection}`
export const contentApiPath = `/api/content?tabId=${volumeTab}`
const dashboardPath = '/admin'
export const volumeSearchPath = '/api/search?q=salinity&locale=en'

export type Session = { token: string; cookie: string }

/** POST /api/login, as an integrator does: the token for writes, the cookie for the back office's pages. */
export async function login(base: string, admin: { username: string; password: string }): Promise<Session> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  })
  if (!res.ok) throw new Error(`POST /api/login answered ${res.status}: ${await res.text()}`)
  const { data } = (await res.json()) as { data: { token: string } }
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]
  if (!data?.token || !cookie) throw new Error('POST /api/login gave no token or no session cookie')
  return { token: data.token, cookie }
}

const paragraph =
  'Field teams surveyed households along the coast to learn how salinity, tidal flooding and the ' +
  'monsoon change what families grow, drink and earn. The findings were shared with local ' +
  'governments and partner agencies, who used them to plan early warning, drinking water and ' +
  'livelihood support before the next season.'

/** `count` English content items in the volume section, `parallel` requests at a time. */
export async function addContentItems(base: string, session: Session, count: number, parallel = 4): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < count) {
      const n = ++next
      const res = await fetch(`${base}/api/content`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
        body: JSON.stringify({
          tabId: volumeTab,
          sectionId: volumeSection,
          title: `Bench item ${n}`,
          content: `<p>${paragraph}</p><p>Item ${n}: ${paragraph}</p>`,
          displayOrder: n,
          isActive: true,
        }),
      })
      if (res.status !== 201)
        throw new Error(`POST /api/content answered ${res.status}: ${(await res.text()).slice(0, 300)}`)
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
}

/** Size of the body and time to its last byte: the first request (it may render), then the median of `repeat` more. */
async function timed(url: string, headers: Record<string, string> = {}, repeat = 3): Promise<Timed> {
  const once = async () => {
    const started = performance.now()
    const res = await fetch(url, { headers, redirect: 'manual' })
    const body = Buffer.from(await res.arrayBuffer())
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`)
    // Payload's screens redirect inside a streamed 200 page (docs/decisions/009).
    if (body.includes('NEXT_REDIRECT'))
      throw new Error(`${url} answered with a redirect inside the page: not signed in?`)
    return { bytes: body.length, ms: performance.now() - started }
  }
  const first = await once()
  const later: number[] = []
  for (let i = 0; i < repeat; i++) later.push((await once()).ms)
  later.sort((a, b) => a - b)
  return { bytes: first.bytes, firstMs: first.ms, medianMs: later[Math.floor(later.length / 2)] }
}

export async function volumeFigures(base: string, session: Session): Promise<VolumeFigures> {
  return {
    sectionPage: await timed(`${base}${sectionPath}`),
    contentApi: await timed(`${base}${contentApiPath}`),
    // As a browser's navigation sends it: Payload takes the session cookie from a request
    // without Origin only when Sec-Fetch-Site says it is not cross-site.
    dashboard: await timed(`${base}${dashboardPath}`, {
      Cookie: session.cookie,
      'Sec-Fetch-Site': 'none',
      'Sec-Fetch-Mode': 'navigate',
    }),
    search: await timed(`${base}${volumeSearchPath}`),
  }
}
