import { fromMessageGroup, panelFieldText, panelText } from '../panel/languages'

/** The subscription's own names in Payload's panel, in the seven languages (the collection's fields and the dashboard's counts; messages/<locale>/panel.json). */
const texts = fromMessageGroup((m) => m.panel.subscriptions)

export type SubscriptionLabel = keyof typeof texts
export const subscriptionLabel = (key: SubscriptionLabel) => panelText(texts[key])
export const subscriptionFieldLabel = (key: SubscriptionLabel) => panelFieldText(texts[key])
