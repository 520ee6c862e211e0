/** The kinds of second factor an administrator may have (collections/TwoStepFactors). */
export const factorKinds = ['totp', 'passkey', 'recovery'] as const
export type FactorKind = (typeof factorKinds)[number]

/** How a session was opened (collections/AdminSessions). */
export const loginMethods = ['password', 'totp', 'recovery', 'passkey'] as const
export type LoginMethod = (typeof loginMethods)[number]
