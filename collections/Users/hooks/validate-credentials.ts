import { ValidationError, type CollectionBeforeValidateHook } from 'payload'
import { inPanelLanguage } from '../../../src/core/fields/zod-validate'
import { adminPasswordIssue } from '../../../src/schemas/admin-user'

/** How a username or e-mail address is stored and looked up: the same name in another case is the same account. */
export const normaliseCredential = (value: string) => value.trim().toLowerCase()

/**
 * Usernames and e-mail addresses are stored in lower case however they arrive (the contract,
 * Payload's REST and panel, the Local API), so that logging in and finding duplicates need one
 * comparison. Runs first: the password rules compare the password with the stored username.
 */
export const lowerCaseCredentials: CollectionBeforeValidateHook = ({ data }) => {
  if (!data) return data
  for (const field of ['username', 'email'] as const) {
    if (typeof data[field] === 'string') data[field] = normaliseCredential(data[field])
  }
  return data
}

/** An empty e-mail is no e-mail: store null so that the unique index allows many. */
export const normaliseEmptyEmail: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.email === 'string' && data.email.trim() === '') data.email = null
  return data
}

/**
 * The contract's password rules on every path that sets a password (Payload's REST and panel,
 * the Local API, the first administrator; Payload's password reset, which would skip this hook,
 * is closed over HTTP by close-direct-login.ts): Payload accepts 3 characters, the site asks for
 * 6, and no common password and no password equal to the username. When only the password
 * changes, the username is the stored one.
 */
export const enforcePasswordPolicy: CollectionBeforeValidateHook = ({ data, originalDoc, req }) => {
  const password = data?.password
  if (password === undefined || password === null) return data
  const username =
    typeof data?.username === 'string' ? data.username : (originalDoc as { username?: unknown } | undefined)?.username
  const problem = adminPasswordIssue(password, typeof username === 'string' ? username : undefined)
  if (problem) {
    const reason = inPanelLanguage(problem, { req })
    const error = new ValidationError({ collection: 'users', errors: [{ path: 'password', message: reason }], req })
    // Payload's REST in the production build answers only an error's message, without the
    // field errors (and its panel shows just that): let the message be the reason itself rather
    // than "The following field is invalid: password".
    error.message = reason
    throw error
  }
  return data
}
