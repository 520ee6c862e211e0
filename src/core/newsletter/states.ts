/**
 * Where a newsletter subscriber stands: `pending` until the link in the confirmation
 * mail is followed, then `confirmed`; `unsubscribed` after the one-click or the page's button.
 * Beside the visitor's `consent` checkbox, which records what the form said.
 */
export const subscriptionStates = ['pending', 'confirmed', 'unsubscribed'] as const
export type SubscriptionState = (typeof subscriptionStates)[number]

/** Pending subscribers who never confirm are forgotten after this long. */
export const pendingLifetimeMs = 7 * 24 * 60 * 60 * 1000
/** At most one confirmation mail per address in this time (a pending address posted again). */
export const confirmationResendMs = 15 * 60 * 1000
/** At most one "already subscribed" notice per confirmed address in this time. */
export const noticeIntervalMs = 24 * 60 * 60 * 1000

/** After this many permanent refusals (in different editions) a subscription ends. */
export const bouncesBeforeEnd = 3
