import { englishMessages } from './english-messages.generated'

/**
 * A validation message by its key in the message files: the visitor forms' `forms:errors.*`, the
 * login form's and the back office's `admin:validation.*`. The English there is the spec's
 * wording, which the contract answers; screens and the panel show the same key in their language.
 */
export type MessageKey = keyof typeof englishMessages

type Group = 'forms:errors' | 'admin:validation' | 'forms:login' | 'forms:twoStep'

/** The namespace-qualified group and the name of a key: `forms:errors.email` → ['forms:errors', 'email']. */
export function splitKey(key: MessageKey): [group: Group, name: string] {
  const dot = key.indexOf('.')
  return [key.slice(0, dot) as Group, key.slice(dot + 1)]
}

export const englishOf = (key: MessageKey): string => englishMessages[key]

/** What every contract call answers while its database is briefly away (503); the visitor forms translate it by its key. */
export const unavailableMessage = englishOf('forms:errors.unavailable')

type RawIssue = { params?: Record<string, unknown> }

/**
 * zod's error parameter for a keyed message: the issue's message is the English text and its
 * `params.messageKey` the key, by which a screen translates it (`messageKeyOf`).
 */
export function says(key: MessageKey) {
  return {
    error: (issue: unknown) => {
      const raw = issue as RawIssue
      raw.params = { ...raw.params, messageKey: key }
      return englishOf(key)
    },
  }
}

/** The key of a parsed issue's message, when it came from `says`. */
export function messageKeyOf(issue: object | undefined): MessageKey | undefined {
  const key = (issue as { params?: { messageKey?: unknown } } | undefined)?.params?.messageKey
  return typeof key === 'string' ? (key as MessageKey) : undefined
}

/**
 * An issue's message in a language: `translate` looks the key up (undefined when it has no text
 * for it); an unkeyed message, or one without a translation, stays the English.
 */
export function translatedMessage(
  issue: { message: string },
  translate: (key: MessageKey) => string | undefined,
): string {
  const key = messageKeyOf(issue)
  return (key && translate(key)) || issue.message
}

/** A custom issue with a keyed message (as `says` gives a rule's). */
export const keyed = (key: MessageKey, path?: string[]) => ({
  code: 'custom' as const,
  message: englishOf(key),
  params: { messageKey: key },
  ...(path ? { path } : {}),
})
