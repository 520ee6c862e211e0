import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { buildOpenApiDocument } from '../../src/openapi/document'
import { errorCodes } from '../../src/schemas/errors'
import { HttpError, toErrorResponse } from '../../src/server/http'

// Every failure of the contract carries a stable `code` beside its English message: programs and
// the site's own screens choose by it.

const answer = async (error: unknown) => {
  const res = toErrorResponse(error)
  return { status: res.status, body: await res.json() }
}

describe('error codes', () => {
  it('each refusal carries the code of what it was, beside the unchanged message', async () => {
    expect(await answer(new HttpError(404, 'No publication with this id.'))).toEqual({
      status: 404,
      body: { success: false, code: 'not_found', message: 'No publication with this id.' },
    })
    expect(await answer(new HttpError(400, 'The request body is not valid JSON.'))).toMatchObject({
      body: { code: 'invalid_request' },
    })
    expect(
      await answer(new HttpError(401, 'Invalid username or password.', undefined, undefined, 'invalid_credentials')),
    ).toMatchObject({ status: 401, body: { code: 'invalid_credentials', message: 'Invalid username or password.' } })
    expect(await answer(new HttpError(429, 'Too many requests.'))).toMatchObject({ body: { code: 'rate_limited' } })
    expect(await answer(new HttpError(413, 'Too large.'))).toMatchObject({ body: { code: 'payload_too_large' } })
  })

  it('a body that fails its schema is validation_failed, with a message per field', async () => {
    const parsed = z.object({ name: z.string('Name is required') }).safeParse({})
    expect(await answer(parsed.error)).toEqual({
      status: 400,
      body: {
        success: false,
        code: 'validation_failed',
        message: 'Please correct the highlighted fields.',
        errors: { name: 'Name is required' },
      },
    })
  })

  it('a fault of ours is internal_error and tells nothing of itself', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await answer(new Error('select * from secrets'))).toEqual({
      status: 500,
      body: { success: false, code: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
    })
    quiet.mockRestore()
  })

  it('the OpenAPI document lists the codes as an enum of its Failure schema', () => {
    const failure = z
      .object({
        required: z.array(z.string()),
        properties: z.object({ code: z.object({ enum: z.array(z.string()) }) }),
      })
      .parse(buildOpenApiDocument().components.schemas.Failure)
    expect(failure.required).toEqual(expect.arrayContaining(['success', 'code', 'message']))
    expect(failure.properties.code.enum).toEqual([...errorCodes])
  })
})
