import { AsyncLocalStorage } from 'node:async_hooks'
import type { AuthStrategy, AuthStrategyFunctionArgs, Payload } from 'payload'
import { isConnectionFailure } from '../db/connection-failure'

/**
 * The database away is never an authentication failure (issue #30, docs/decisions/012-*).
 *
 * Payload's JWT strategy checks a Bearer token and the session cookie alike by reading the
 * user (and its sessions) from PostgreSQL, and it swallows every error of that read: while
 * the database is away, a valid credential reads as "nobody", and the request goes on as a
 * visitor's (401 on the contract, 403 or 500 from Payload's REST, the login page in the panel).
 *
 * Here the strategy's read of the user is watched: when it fails because PostgreSQL cannot be
 * reached, that is noted for the request, and `checkingCredentials`, around the request's
 * work, throws `CredentialUncheckable` instead of what the work answered. Each layer maps that
 * to 503 with Retry-After in one place: the contract's `toErrorResponse` (it wraps the
 * connection failure, src/server/http.ts), Payload's REST and GraphQL routes
 * (src/server/payload-rest.ts) and the panel's page (a failed page, 503 from the site's server).
 */

/** Thrown instead of a request's answer when its credential could not be checked for want of the database. */
export class CredentialUncheckable extends Error {
  constructor(cause: unknown) {
    // `cause` is the driver's error: the contract's mapping recognises it as a connection failure.
    super('The credential could not be checked: the database cannot be reached.', { cause })
    this.name = 'CredentialUncheckable'
  }
}

type Watch = { lost?: unknown }

// One store per process: Next may load this module more than once (a copy per bundle), while
// the strategy installed in Payload's cached instance comes from whichever copy ran first.
const storeKey = Symbol.for('site.credential-check')
const globals = globalThis as typeof globalThis & { [storeKey]?: AsyncLocalStorage<Watch> }
const watches = (globals[storeKey] ??= new AsyncLocalStorage<Watch>())

/**
 * Runs `work` (a route's handler, a page): when a credential presented to it could not be
 * checked because PostgreSQL could not be reached, throws `CredentialUncheckable`, whatever
 * the work answered or threw as a visitor's.
 */
export async function checkingCredentials<T>(work: () => Promise<T>): Promise<T> {
  const watch: Watch = {}
  let outcome: { value: T } | { error: unknown }
  try {
    outcome = { value: await watches.run(watch, work) }
  } catch (error) {
    outcome = { error }
  }
  if (watch.lost !== undefined) throw new CredentialUncheckable(watch.lost)
  if ('error' in outcome) throw outcome.error
  return outcome.value
}

/** Payload, as the JWT strategy sees it: its `findByID` (the user's lookup) notes a lost database. */
function watchingLookups(payload: Payload): Payload {
  const findByID: Payload['findByID'] = async (options) => {
    try {
      return await payload.findByID(options)
    } catch (error) {
      const watch = watches.getStore()
      if (watch && watch.lost === undefined && isConnectionFailure(error)) watch.lost = error
      throw error
    }
  }
  return new Proxy(payload, {
    get: (target, key) => (key === 'findByID' ? findByID : Reflect.get(target, key, target)),
  })
}

/**
 * Called once Payload has set up its strategies (`onInit`): its JWT strategy reads the user
 * through `watchingLookups`. What it decides is left as it is: a token that does not verify
 * is still nobody's, a deleted user or an ended session still nobody's.
 */
export function watchCredentialChecks(payload: Payload): void {
  payload.authStrategies = payload.authStrategies.map((strategy): AuthStrategy =>
    strategy.name === 'local-jwt'
      ? {
          ...strategy,
          authenticate: (args: AuthStrategyFunctionArgs) =>
            strategy.authenticate({ ...args, payload: watchingLookups(args.payload) }),
        }
      : strategy,
  )
}
