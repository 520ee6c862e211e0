import { fromMessageGroup, panelFieldText, panelText } from '../../src/core/panel/languages'

/** The activity log's names in Payload's panel, in the seven languages (messages/<locale>/panel.json, `activity`). */
const texts = fromMessageGroup((m) => m.panel.activity)

export type ActivityLabel = keyof typeof texts
export const activityLabel = (key: ActivityLabel) => panelText(texts[key])
export const activityFieldLabel = (key: ActivityLabel) => panelFieldText(texts[key])
