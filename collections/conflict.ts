import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

/*
 * A document that would take the place of another (a second submenu for one section, a second
 * bio for one member). Payload's REST, its panel and the Local API see a ValidationError (400,
 * the field and its message); the contract answers 409 with the same message
 * (src/server/http.ts, `toErrorResponse`). The hook is the one place the rule is checked.
 */

const conflictMark = Symbol.for('site.conflict')

export type Conflict = { field: string; message: string }

/** Marks the ValidationError a uniqueness hook throws as a conflict; other errors pass unchanged. */
export function asConflict(hook: CollectionBeforeValidateHook): CollectionBeforeValidateHook {
  return async (args) => {
    try {
      return await hook(args)
    } catch (error) {
      if (error instanceof ValidationError) Object.defineProperty(error, conflictMark, { value: true })
      throw error
    }
  }
}

/** The field and message of a conflict, or undefined when `error` is something else. */
export function conflictIn(error: unknown): Conflict | undefined {
  if (!error || typeof error !== 'object' || !(conflictMark in error)) return undefined
  const first = (error as { data?: { errors?: { path?: string; message?: string }[] } }).data?.errors?.[0]
  return first?.path && first.message ? { field: first.path, message: first.message } : undefined
}
