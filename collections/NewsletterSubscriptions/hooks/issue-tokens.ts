import type { CollectionBeforeChangeHook } from 'payload'
import { newToken } from '../../../src/core/newsletter/tokens'

/**
 * Every subscriber has its link tokens, however it was made (the contract's POST, or an
 * administrator in the panel), so that every mail to it can carry a working unsubscribe link.
 */
export const issueTokens: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation !== 'create') return data
  data.unsubscribeToken ||= newToken()
  data.confirmToken ||= newToken()
  return data
}
