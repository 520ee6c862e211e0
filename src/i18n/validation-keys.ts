import enAdmin from './messages/en/admin.json'

export type ValidationKey = keyof typeof enAdmin.validation

const keys = new Map(Object.entries(enAdmin.validation).map(([key, text]) => [text, key as ValidationKey]))

/**
 * The shared zod schemas speak the spec's English; this is the key of such a message in the back
 * office's messages (`admin.json` `validation`), so that a screen or the panel can say it in its
 * language. Undefined for a message the back office does not translate.
 */
export const validationKeyOf = (message: string): ValidationKey | undefined => keys.get(message)
