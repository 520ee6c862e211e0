import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { unavailableMessage as formsKey } from '../../src/components/forms/submit'
import { messages } from '../../src/i18n/messages'
import { HttpError, isConnectionFailure, toErrorResponse, unavailableMessage } from '../../src/server/http'

// docs/decisions/012-*: while PostgreSQL cannot be reached, a contract call answers 503 with
// Retry-After in the contract's error shape, never 500; every other fault keeps its status.

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code })

/** What drizzle-orm throws around the driver's error. */
const drizzleWrapped = (cause: unknown) =>
  Object.assign(new Error('Failed query: select "id" from "content_items"\nparams: '), {
    name: 'DrizzleQueryError',
    cause,
  })

describe('toErrorResponse', () => {
  const connectionFailures: [string, unknown][] = [
    ['connection refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['reset', withCode('ECONNRESET', 'read ECONNRESET')],
    ['timed out', withCode('ETIMEDOUT')],
    ['broken pipe', withCode('EPIPE')],
    ['admin shutdown (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown (57P02)', withCode('57P02')],
    ['starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['connection failure (08006)', withCode('08006')],
    ['connection does not exist (08003)', withCode('08003')],
    ['terminated without a code', new Error('Connection terminated unexpectedly')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['drizzle wrapping a refusal', drizzleWrapped(withCode('ECONNREFUSED'))],
    ['drizzle wrapping a termination', drizzleWrapped(new Error('Connection terminated unexpectedly'))],
    [
      'an AggregateError of refusals (IPv4 and IPv6)',
      drizzleWrapped(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '')),
    ],
  ]
  for (const [name, error] of connectionFailures) {
    it(`answers 503 with Retry-After for ${name}`, async () => {
      expect(isConnectionFailure(error)).toBe(true)
      const res = toErrorResponse(error)
      expect(res.status).toBe(503)
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(res.headers.get('cache-control')).toBe('no-store')
      const body = await res.json()
      expect(body).toEqual({ success: false, code: 'unavailable', message: unavailableMessage })
      expect(body.message).not.toMatch(/ECONN|5432|select|drizzle/i)
    })
  }

  it('keeps the other faults as they were: a query error is a 500, a refusal its own status', async () => {
    const syntax = drizzleWrapped(withCode('42601', 'syntax error at or near "FROM"'))
    expect(isConnectionFailure(syntax)).toBe(false)
    expect(toErrorResponse(syntax).status).toBe(500)
    expect(toErrorResponse(drizzleWrapped(withCode('23505', 'duplicate key value'))).status).toBe(500)
    expect(toErrorResponse(new Error('boom')).status).toBe(500)
    expect(toErrorResponse(new HttpError(429, 'Too many requests.', undefined, { 'Retry-After': '30' })).status).toBe(
      429,
    )
    expect(toErrorResponse(new z.ZodError([])).status).toBe(400)
    expect(isConnectionFailure(null)).toBe(false)
    expect(isConnectionFailure('ECONNREFUSED')).toBe(false)
  })

  it('does not loop on an error that is its own cause', () => {
    const error: Error & { cause?: unknown } = new Error('odd')
    error.cause = error
    expect(isConnectionFailure(error)).toBe(false)
  })
})

describe('the visitor forms on a 503', () => {
  it('translate the server message under the same English key in every language', () => {
    expect(formsKey).toBe(unavailableMessage)
    expect(messages.en.forms.errors.unavailable).toBe(unavailableMessage)
    for (const [locale, bundle] of Object.entries(messages)) {
      expect(bundle.forms.errors.unavailable, locale).toBeTruthy()
      if (locale !== 'en') expect(bundle.forms.errors.unavailable, locale).not.toBe(unavailableMessage)
    }
  })
})
