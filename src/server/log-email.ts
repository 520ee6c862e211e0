import type { EmailAdapter } from 'payload'

/**
 * The site sends no e-mail yet: anything Payload would send (a password reset link) is written
 * to the server log instead, where an operator can read it.
 */
export const logEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'log',
  defaultFromAddress: process.env.EMAIL_FROM || 'no-reply@localhost',
  defaultFromName: 'Website back office',
  sendEmail: async (message) => {
    payload.logger.info({ msg: 'e-mail not sent (no mail server configured)', to: message.to, subject: message.subject })
  },
})
