import type { z } from 'zod'
import { defaultLocale } from '../../i18n/config'
import { messages } from '../../i18n/messages'
import { localeOfPanel } from '../panel/languages'
import { englishOf, splitKey, translatedMessage, type MessageKey } from '../../schemas/messages'

type Options = {
  /** Empty passes: the field is optional. */
  optional?: boolean
  /**
   * A localized field that must be filled in the default language only: another language may
   * stay empty and falls back to English.
   */
  localized?: boolean
}

type ValidateArgs = { req?: { locale?: string | null; i18n?: { language?: string } } }

/** A keyed message in one of the site's languages. */
function textOf(code: keyof typeof messages, key: MessageKey): string | undefined {
  const [group, name] = splitKey(key)
  const bundle = messages[code]
  const texts: Record<string, string> =
    group === 'forms:errors'
      ? bundle.forms.errors
      : group === 'forms:login'
        ? bundle.forms.login
        : bundle.admin.validation
  return texts[name]
}

/**
 * The schemas speak the spec's English and name each message by key; Payload's panel shows it in
 * the administrator's language (the contract's requests stay in English).
 */
export function inPanelLanguage(issue: { message: string; params?: unknown }, args?: ValidateArgs): string {
  const code = localeOfPanel(args?.req?.i18n?.language)
  return code ? translatedMessage(issue, (key) => textOf(code, key)) : issue.message
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === ''

/** Whether this save is for a language other than the default one. */
const isOtherLocale = (args?: ValidateArgs) => {
  const locale = args?.req?.locale
  return Boolean(locale && locale !== 'all' && locale !== defaultLocale)
}

/**
 * Turns a zod schema into a Payload field validator, so that the collection, the contract
 * and the forms all speak with the spec's exact messages (src/schemas/).
 */
export function zodValidate(schema: z.ZodType, { optional = false, localized = false }: Options = {}) {
  return (value: unknown, args?: ValidateArgs): true | string => {
    if (isEmpty(value) && (optional || (localized && isOtherLocale(args)))) return true
    const result = schema.safeParse(value ?? undefined)
    return result.success ? true : inPanelLanguage(result.error.issues[0] ?? { message: 'Invalid value' }, args)
  }
}

type LexicalNode = { text?: string; children?: LexicalNode[]; type?: string }

function hasText(node: LexicalNode | undefined): boolean {
  if (!node) return false
  if (typeof node.text === 'string' && node.text.trim() !== '') return true
  if (node.type && !['root', 'paragraph', 'text', 'linebreak'].includes(node.type) && !node.children) return true
  return (node.children ?? []).some(hasText)
}

/** Rich text that must say something in the default language; else the message of `key`. */
export function richTextRequired(key: MessageKey) {
  const issue = { message: englishOf(key), params: { messageKey: key } }
  return (value: unknown, args?: ValidateArgs): true | string => {
    const root = (value as { root?: LexicalNode } | null | undefined)?.root
    if (hasText(root)) return true
    return isOtherLocale(args) ? true : inPanelLanguage(issue, args)
  }
}
