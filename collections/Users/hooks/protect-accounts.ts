import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/** Nobody deletes their own account, and the last administrator always stays. */
export const protectLastAndOwnAccount: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (req.user && String(req.user.id) === String(id)) {
    throw new APIError('You cannot delete your own account.', 409, undefined, true)
  }
  const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
  if (totalDocs <= 1) {
    throw new APIError('The last administrator account cannot be deleted.', 409, undefined, true)
  }
}
