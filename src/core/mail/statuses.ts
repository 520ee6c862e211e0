/**
 * Where a message of the outbox stands: waiting (first try or a retry), delivered to SMTP, given
 * up, or `cancelled`: a newsletter's message not sent because the sending was cancelled or the
 * subscription ended before its turn.
 */
export const mailStatuses = ['queued', 'sent', 'failed', 'cancelled'] as const
