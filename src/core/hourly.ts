import type { Payload } from 'payload'

const hourMs = 60 * 60 * 1000

/**
 * Runs `task` in the server process (instrumentation.ts): once `firstAfterMs` after start, then
 * every hour (`every`: at another interval). The task says what it did (logged) or null. While the database is away (decision
 * 012) a failure is said once, and the task is tried again the next time. Several instances
 * running the same task at once must be harmless.
 */
export function everyHour(
  name: string,
  firstAfterMs: number,
  task: (payload: Payload) => Promise<string | null>,
): void {
  every(name, firstAfterMs, hourMs, task)
}

/** The same at another interval: once `firstAfterMs` after start, then every `intervalMs`. */
export function every(
  name: string,
  firstAfterMs: number,
  intervalMs: number,
  task: (payload: Payload) => Promise<string | null>,
): void {
  let failing = false
  const run = async () => {
    try {
      const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
      const done = await task(await getPayload({ config }))
      if (done) console.log(`[site] ${name}: ${done}`)
      failing = false
    } catch (error) {
      if (!failing) console.error(`[site] ${name}: failed (${(error as Error).message?.split('\n')[0]})`)
      failing = true
    }
  }
  setTimeout(() => void run(), firstAfterMs).unref()
  setInterval(() => void run(), intervalMs).unref()
}
