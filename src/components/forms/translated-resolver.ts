import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers'
import type { FieldError, FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { translatedMessage, type MessageKey } from '@/schemas/messages'

/**
 * react-hook-form's resolver for a shared zod schema, with each message in the screen's language:
 * a message the schema gives by key (`says`) is looked up with `translate`, any other stays as it
 * is. Like `zodResolver`, the first problem of each field is the one shown. The schema may come
 * as a loader: its code (and zod's) is then fetched when the form is first checked, not with the form.
 */
export function translatedResolver<
  S extends z.ZodType<FieldValues, FieldValues>,
  /** What the form holds before the schema has checked it (an unfilled form: see useVisitorForm). */
  Values extends FieldValues = z.input<S>,
>(
  schema: S | (() => Promise<S>),
  translate: (key: MessageKey) => string | undefined,
): Resolver<Values, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const loaded = typeof schema === 'function' ? await schema() : schema
    const result = await loaded.safeParseAsync(values)
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options)
      return { values: result.data, errors: {} }
    }
    const errors: Record<string, FieldError> = {}
    for (const issue of result.error.issues) {
      const path = issue.path.join('.')
      errors[path] ??= { type: issue.code, message: translatedMessage(issue, translate) }
    }
    return { values: {}, errors: toNestErrors(errors, options) }
  }
}
