/** Where a message of the outbox stands: waiting (first try or a retry), delivered to SMTP, or given up. */
export const mailStatuses = ['queued', 'sent', 'failed'] as const
