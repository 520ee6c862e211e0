import pg from 'pg'
import { connectionFailureIn, isConnectionFailure } from '../../src/core/db/connection-failure'
import { log, StartupError } from './runtime'

/**
 * The steps of a script (npm start, migrate, seed, backup, restore): each logs when it begins
 * and how long it took, and has a time limit past which the script stops with one line that
 * names the step and what it was waiting for, instead of waiting in silence
 * (docs/decisions/027-a-start-that-cannot-hang.md).
 */

/** The limits, in seconds. Generous: a limit is there to end a hang, not a slow machine's start. */
export const stepLimits = {
  /** initdb on a first start, then the server accepting connections. */
  database: 120,
  /**
   * Loading Payload and the site's configuration, and Payload's first connection: seconds on
   * any machine, so past this the load is taken for stalled and tried again in a new process
   * (prepareInChild).
   */
  payload: 60,
  migrations: 300,
  firstAdmin: 60,
  /** The shipped records, their images resized and their PDFs drawn. */
  seed: 300,
  /** `next build` on two cores. */
  build: 1200,
  /** The server: Next prepared, listening, its pages warmed. */
  serve: 180,
  backup: 1800,
  restore: 1800,
} as const

export type Step = {
  /** What the step is doing just now, for the line that ends a step that overstays its limit. */
  waitingFor(what: string): void
}

/** Why a step ran past its limit, when a look from outside can tell more (a database's locks). */
export type Diagnose = (waitingFor: string) => Promise<string | undefined>

type Options = {
  /** Seconds; see stepLimits. */
  limit: number
  /** What the step waits for until it says otherwise (Step.waitingFor). */
  waitingFor: string
  diagnose?: Diagnose
  /** Where the begin and end lines go; the start script's log by default. */
  log?: (line: string) => void
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** The end of a step that overstayed its limit: its one line, whatever the step was doing. */
export class StepTimeout extends StartupError {
  constructor(
    readonly step: string,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Runs one step. Past its limit the returned promise rejects with a StepTimeout (the work is
 * not cancelled: the script exits on it, and the start script stops its database first).
 */
export async function step<T>(name: string, options: Options, run: (step: Step) => Promise<T>): Promise<T> {
  const write = options.log ?? log
  let waitingFor = options.waitingFor
  const started = Date.now()
  write(`${name}...`)
  let timer: NodeJS.Timeout | undefined
  const overstayed = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const what = waitingFor
      const diagnosis = options.diagnose
        ? withinSeconds(options.diagnose(what), 5).catch(() => undefined)
        : Promise.resolve(undefined)
      void diagnosis.then((detail) => {
        reject(
          new StepTimeout(
            name,
            `${name} did not finish within ${options.limit} s: still waiting for ${what}${detail ? ` (${detail})` : ''}.`,
          ),
        )
      })
    }, options.limit * 1000)
  })
  try {
    const result = await Promise.race([run({ waitingFor: (what) => (waitingFor = what) }), overstayed])
    write(`${name}: done in ${seconds(Date.now() - started)}`)
    return result
  } catch (error) {
    // A database that stopped answering is the operator's to fix, not a fault in the code: one
    // line naming the step and what it waited for (decision 027), not a stack trace.
    if (!(error instanceof StartupError) && isConnectionFailure(error)) {
      const reason = connectionFailureIn(error)?.message
      throw new StartupError(
        `${name} failed after ${seconds(Date.now() - started)} while waiting for ${waitingFor}: PostgreSQL stopped answering${typeof reason === 'string' ? ` (${reason})` : ''}. Check that the database server is running and reachable.`,
      )
    }
    throw error
  } finally {
    clearTimeout(timer)
  }
}

function withinSeconds<T>(work: Promise<T>, limit: number): Promise<T | undefined> {
  return Promise.race([work, new Promise<undefined>((resolve) => setTimeout(resolve, limit * 1000))])
}

/**
 * What the site's database is doing, for a step that waits on it: its oldest query still
 * running and what that query waits for, or that it runs none, or that it does not answer.
 */
export function databaseDiagnosis(url: () => string | undefined): Diagnose {
  return async () => {
    const connectionString = url()
    if (!connectionString) return undefined
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3000, query_timeout: 3000 })
    client.on('error', () => {})
    try {
      await client.connect()
      const { rows } = await client.query<{ seconds: number; wait: string | null; query: string }>(
        `SELECT extract(epoch FROM now() - query_start)::int AS seconds,
                nullif(concat_ws('/', wait_event_type, wait_event), '') AS wait,
                left(regexp_replace(query, '\\s+', ' ', 'g'), 80) AS query
           FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle' AND backend_type = 'client backend'
          ORDER BY query_start LIMIT 1`,
      )
      const [oldest] = rows
      if (!oldest) return 'PostgreSQL answers and is running no query of the site'
      return `PostgreSQL has run "${oldest.query}" for ${oldest.seconds} s${oldest.wait ? `, waiting on ${oldest.wait}` : ''}`
    } catch (error) {
      return `PostgreSQL does not answer: ${(error as Error).message}`
    } finally {
      await client.end().catch(() => {})
    }
  }
}
