// Loaded by the custom server (scripts/lib/site-server.ts) and by Next's bundles (the health
// route, the mail worker's start): two copies of this module in one process, so what they share
// lives on globalThis. No "server-only" here.

/**
 * Where this server is in its life (docs/decisions/027-a-start-that-cannot-hang.md):
 * - `starting`: Next is prepared and the pages are being warmed; nothing public listens yet;
 * - `serving`: ready for traffic;
 * - `draining`: stopping (SIGTERM): it finishes what it has, sends new page reads elsewhere
 *   (503), and stops listening once no request has come for a moment.
 */
export type ServerPhase = 'starting' | 'serving' | 'draining'

/** Something the server must finish or hand back before it exits: the mail worker, the jobs queue. */
export type StopHook = { name: string; stop: () => Promise<void> }

type Lifecycle = { phase: ServerPhase; hooks: StopHook[] }

const key = Symbol.for('site.lifecycle')

function state(): Lifecycle {
  const store = globalThis as { [key]?: Lifecycle }
  // A process that is not the site's server (a script, a test) counts as serving.
  return (store[key] ??= { phase: 'serving', hooks: [] })
}

export const serverPhase = (): ServerPhase => state().phase

export function setServerPhase(phase: ServerPhase): void {
  state().phase = phase
}

/** Registers what must be done before this server exits; returns its removal. */
export function onServerStop(hook: StopHook): () => void {
  const { hooks } = state()
  hooks.push(hook)
  return () => {
    const at = hooks.indexOf(hook)
    if (at !== -1) hooks.splice(at, 1)
  }
}

/**
 * Runs every stop hook at once, each given at most `limitMs`; resolves with the names of those
 * that did not finish in time (or failed), for the server's last log line.
 */
export async function runServerStops(limitMs: number): Promise<string[]> {
  const hooks = state().hooks.splice(0)
  const late: string[] = []
  await Promise.all(
    hooks.map(async (hook) => {
      let timer: NodeJS.Timeout | undefined
      const expired = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), limitMs)))
      const outcome = await Promise.race([
        hook.stop().then(
          () => 'done' as const,
          () => 'late' as const,
        ),
        expired,
      ])
      clearTimeout(timer)
      if (outcome === 'late') late.push(hook.name)
    }),
  )
  return late
}
