import type { CollectionConfig } from 'payload'
import { isAdmin, nobody } from '../../src/core/access'
import { panelLabel } from '../../src/core/panel/labels'
import { mailStatuses } from '../../src/core/mail/statuses'
import { outboxFieldLabel, outboxLabel } from './labels'

/**
 * Every e-mail the site sends, stored before it is sent (src/core/mail/outbox.ts) and then handed to
 * SMTP by the worker (src/core/mail/worker.ts), so a message survives an SMTP outage and a restart.
 * Administrators read it; nobody writes it through the API: the site's own code queues mail and
 * the worker updates it with the Local API.
 */
export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  labels: { singular: outboxLabel('singular'), plural: outboxLabel('plural') },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'createdAt'],
    group: panelLabel('administration'),
    // The back office's outbox screen (/admin/outbox) shows it; one screen for one thing.
    hidden: true,
  },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', label: outboxFieldLabel('to'), type: 'text', required: true, index: true },
    { name: 'replyTo', label: outboxFieldLabel('replyTo'), type: 'text' },
    { name: 'subject', label: outboxFieldLabel('subject'), type: 'text', required: true },
    { name: 'text', label: outboxFieldLabel('text'), type: 'textarea', required: true },
    { name: 'html', label: outboxFieldLabel('html'), type: 'textarea', required: true },
    { name: 'headers', label: outboxFieldLabel('headers'), type: 'json' },
    // Files sent with it, as text (an event's .ics): [{ filename, contentType, content }].
    { name: 'attachments', label: outboxFieldLabel('attachments'), type: 'json' },
    {
      name: 'status',
      label: outboxFieldLabel('status'),
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: mailStatuses.map((value) => ({ label: outboxLabel(value), value })),
    },
    { name: 'attempts', label: outboxFieldLabel('attempts'), type: 'number', required: true, defaultValue: 0, min: 0 },
    { name: 'lastError', label: outboxFieldLabel('lastError'), type: 'textarea' },
    // When the worker may try next; indexed because every poll asks for the due messages.
    { name: 'nextAttemptAt', label: outboxFieldLabel('nextAttemptAt'), type: 'date', index: true },
    { name: 'sentAt', label: outboxFieldLabel('sentAt'), type: 'date' },
    // When a worker last took it to send: the newsletter's rate counts these (src/core/mail/worker.ts).
    { name: 'claimedAt', type: 'date', index: true, admin: { hidden: true } },
    // The worker that claimed it (src/core/mail/worker.ts): another may take it over at once when
    // that worker's process is gone, rather than after the lease.
    { name: 'claimedBy', type: 'number', admin: { hidden: true } },
    // A newsletter's message (src/core/newsletter/sending.ts): its edition and subscriber. Its
    // subject, text and HTML are made when it is sent, in the subscriber's language; the unique
    // index below is what makes a resumed sending skip those already queued.
    { name: 'edition', type: 'number', index: true, admin: { hidden: true } },
    { name: 'subscriber', type: 'number', admin: { hidden: true } },
  ],
  indexes: [{ fields: ['edition', 'subscriber'], unique: true }],
}
