'use client'

import { QueryClient } from '@tanstack/react-query'

/**
 * No refetch interval, no refetch on window focus, data never goes stale,
 * no retries for queries or mutations. One client for the page's lazily loaded parts.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
    mutations: { retry: false },
  },
})

/** GET JSON from the contract; `null` for 404. Other failures throw "status: body". */
export async function getJson<T>(url: string): Promise<T | null> {
  const res = await fetch(url, { headers: { Accept: 'application/json' } })
  if (res.status === 404) return null
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`)
  return ((await res.json()) as { data: T }).data
}
