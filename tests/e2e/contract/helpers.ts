import type { APIRequestContext, APIResponse } from '@playwright/test'
import { admin } from '../worker-admin'

// A random start per test process and a counter: no two cases of a run share an address.
let counter = Math.floor(Math.random() * 2 ** 20)
/** A client address of its own, so that one case's requests never count against another's rate limit. */
export const clientIp = () => {
  const n = counter++
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}
export const from = (ip = clientIp()) => ({ 'X-Forwarded-For': ip })

export { admin }

/** Logs in through the contract and returns the Bearer header. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/api/login', { data: admin, headers: from() })
  const body = await res.json()
  if (res.status() !== 200) throw new Error(`login failed: ${res.status()} ${JSON.stringify(body)}`)
  return { Authorization: `Bearer ${body.data.token}` }
}

export async function body(res: APIResponse) {
  const text = await res.text()
  try {
    return JSON.parse(text)
  } catch {
    return { unparsed: text }
  }
}
