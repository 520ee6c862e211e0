import { APIError, type CollectionBeforeOperationHook } from 'payload'

/** Payload's operations that take a password or hand out a way in without knowing one. */
const closed = new Set(['login', 'forgotPassword', 'resetPassword'])

/**
 * Payload's own logins and password resets over HTTP (REST `/api/cms/users/login`,
 * `forgot-password`, `reset-password`; GraphQL `loginUser`, `forgotPasswordUser`,
 * `resetPasswordUser`) are closed: they would bypass the throttling of POST /api/login (the
 * only way in; the panel's login screen is the site's /admin-login), time differently for
 * known and unknown accounts, and a reset would skip the password rules. Server code may still
 * use them through the Local API.
 */
export const closeDirectLogin: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (closed.has(operation) && req.payloadAPI !== 'local') {
    throw new APIError('Log in through POST /api/login.', 403, undefined, true)
  }
  return args
}
