import { says } from './messages'
import { z } from './zod'

/** The contract of two-step login (docs/decisions/037-two-step-login.md). */

const ticket = z.string().min(1).max(4096)
/** What the browser answers a WebAuthn call with (its JSON form), checked by SimpleWebAuthn. */
const webauthnAnswer = z.record(z.string(), z.unknown())

/** The second factor a second step or an enrolment is completed with. */
export const passkeyAnswerSchema = z.object({ challenge: ticket, response: webauthnAnswer })

/** POST /api/login/second-step: an authenticator or recovery code, or a passkey's answer. */
export const secondStepSchema = z
  .object({
    ticket,
    code: z.string().trim().max(40).optional(),
    passkey: passkeyAnswerSchema.optional(),
  })
  .refine((value) => Boolean(value.code) !== Boolean(value.passkey), {
    ...says('forms:twoStep.codeRequired'),
    path: ['code'],
  })

/** POST /api/login/passkey: a passkey alone. */
export const passkeyLoginSchema = passkeyAnswerSchema

/** POST /api/login/passkey-options: for a second step (its ticket) or a passkey login (none). */
export const passkeyOptionsSchema = z.object({ ticket: ticket.optional() })

/** The enrolment endpoints: a logged-in administrator, or a login's enrolment ticket. */
export const enrolSchema = z.object({ ticket: ticket.optional() })

export const confirmTotpSchema = z.object({
  ticket: ticket.optional(),
  code: z.string(says('forms:twoStep.codeRequired')).trim().min(1, says('forms:twoStep.codeRequired')).max(40),
})

export const passkeyLabel = z.string().trim().max(60)

export const registerPasskeySchema = passkeyAnswerSchema.extend({
  ticket: ticket.optional(),
  label: passkeyLabel.optional(),
})

export type LoginStep = { step: 'second-step' | 'enrol'; ticket: string; expiresAt: string; methods: string[] }
