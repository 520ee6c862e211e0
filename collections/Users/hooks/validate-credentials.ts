import { ValidationError, type CollectionBeforeValidateHook } from 'payload'
import { adminPassword } from '../../../src/schemas/admin-user'

/** An empty e-mail is no e-mail: store null so that the unique index allows many. */
export const normaliseEmptyEmail: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.email === 'string' && data.email.trim() === '') data.email = null
  return data
}

/** Payload accepts 3 characters; the spec asks for at least 6 (SPEC.md section 5). */
export const enforcePasswordPolicy: CollectionBeforeValidateHook = ({ data, req }) => {
  const password = data?.password
  if (password === undefined || password === null) return data
  const result = adminPassword.safeParse(password)
  if (!result.success) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ path: 'password', message: result.error.issues[0]?.message ?? 'Invalid password' }],
      req,
    })
  }
  return data
}
