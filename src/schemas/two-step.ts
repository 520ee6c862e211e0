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

/** POST /api/login's 202: the password was right, and the login needs one more step. */
export const loginStepSchema = z.object({
  step: z
    .enum(['second-step', 'enrol'])
    .describe(
      '`second-step`: a code or passkey (POST /api/login/second-step). `enrol`: the site requires two-step login and the account has none; it sets one up with this ticket (POST /api/two-step/totp or /api/two-step/passkeys/options) and that completes the login',
    ),
  ticket: z.string().describe('Signed, single-purpose; sent with the next step. Worth nothing else'),
  expiresAt: z.string().describe('Five minutes for a second step, fifteen for an enrolment'),
  methods: z.array(z.enum(['totp', 'passkey', 'recovery'])).describe('What the account can use (or set up)'),
})
export type LoginStep = z.infer<typeof loginStepSchema>

/** The codes shown once when the first factor is set up or new codes are made. */
export const recoveryCodesSchema = z.array(z.string()).describe('Ten single-use codes, shown this once')

export const totpEnrolmentSchema = z.object({
  key: z.string().describe('The key in groups of four, to type into an app'),
  uri: z.string().describe('The otpauth:// address the QR code holds'),
  qrCode: z.string().describe('The QR code, as a data:image/svg+xml URL'),
})

export const twoStepStatusSchema = z.object({
  totp: z.boolean().describe('An authenticator app is set up'),
  passkeys: z.array(
    z.object({ id: z.number().int(), label: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() }),
  ),
  recoveryCodesLeft: z.number().int(),
  enabled: z.boolean().describe('The login asks for a second step'),
  passkeysAvailable: z.boolean().describe('Passkeys work at this address (they need a domain name, or localhost)'),
  required: z.boolean().describe('The site requires two-step login of every administrator'),
})

export const sessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  browser: z.string().describe('Browser and system, e.g. "Firefox 133 · Windows" (empty when unknown)'),
  network: z.string().describe('The IPv4 /24 or IPv6 /64 it logged in from, never the address'),
  method: z.enum(['password', 'totp', 'recovery', 'passkey']).nullable(),
  current: z.boolean().describe('The session of this request'),
})

/** A WebAuthn call's options for the browser, and the signed challenge to send back with its answer. */
export const passkeyOptionsAnswerSchema = z.object({
  options: z
    .record(z.string(), z.unknown())
    .describe('For navigator.credentials (JSON form, as SimpleWebAuthn makes it)'),
  challenge: z.string().describe("Send back as `challenge` with the browser's answer, within two minutes"),
})
