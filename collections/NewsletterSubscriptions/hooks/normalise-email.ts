import type { CollectionBeforeValidateHook } from 'payload'

/** The same address in another case is the same subscriber. */
export const normaliseEmail: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.email === 'string') data.email = data.email.trim().toLowerCase()
  return data
}
