import { APIError, type CollectionBeforeOperationHook } from 'payload'

/**
 * Payload's own logins over HTTP (REST `/api/cms/users/login`, GraphQL `loginUser`) are closed:
 * they would bypass the throttling of POST /api/login, which is the only way in (the panel's
 * login screen is the site's /admin-login). Server code may still log in through the Local API.
 */
export const closeDirectLogin: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'login' && req.payloadAPI !== 'local') {
    throw new APIError('Log in through POST /api/login.', 403, undefined, true)
  }
  return args
}
