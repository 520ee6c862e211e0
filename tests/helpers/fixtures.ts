import type { Payload } from 'payload'
import { paragraphsToLexical } from '../../src/core/rich-text'
import { unique } from './payload'

/** A minimal Lexical document with one paragraph, as the editor stores it. */
export const lexicalParagraph = (text: string) => paragraphsToLexical([text])

/** An administrator (the auth collection) to act as, with a known password. */
export async function createAdmin(payload: Payload, password = 'correct-horse-battery') {
  const username = unique('admin').toLowerCase()
  const user = await payload.create({
    collection: 'users',
    data: { username, password, role: 'admin' },
    overrideAccess: true,
  })
  return { user: { ...user, collection: 'users' as const }, username, password }
}
