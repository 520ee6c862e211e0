import { fromMessageGroup, panelFieldText, panelText } from '../../src/core/panel/languages'

/**
 * The outbox's names in Payload's panel, in the seven languages (messages/<locale>/panel.json,
 * `outbox`). Kept beside the collection rather than in src/core/panel/labels.ts: nothing else
 * names these fields.
 */
const texts = fromMessageGroup((m) => m.panel.outbox)

export type OutboxLabel = keyof typeof texts
export const outboxLabel = (key: OutboxLabel) => panelText(texts[key])
export const outboxFieldLabel = (key: OutboxLabel) => panelFieldText(texts[key])
