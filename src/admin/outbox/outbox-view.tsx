import type { AdminViewServerProps } from 'payload'
import Link from 'next/link'
import type { LocaleCode } from '@/i18n/config'
import { messages } from '@/i18n/messages'
import type { MailOutbox } from '@/payload-types'
import { adminLocale, AdminScreen, requireAdminView } from '../ui/admin-screen'
import { MailNotConfigured } from './mail-notice'
import { RetryButton } from './retry-button'

/** Messages per page of the list. */
const pageSize = 50

type Strings = (typeof messages)['en']['mail']['outbox']

const when = (value: string | null | undefined, locale: LocaleCode) =>
  value ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)) : '—'

function StatusBadge({ status, strings }: { status: MailOutbox['status']; strings: Strings }) {
  return <span className={`bo-badge bo-badge--${status}`}>{strings[status]}</span>
}

/**
 * `/admin/outbox` and `/admin/outbox/{id}`: every e-mail the site sent or will send, newest first,
 * with its status, attempts and last error; one message opens with its text; a failed one has
 * "Retry". Nothing here shows the SMTP settings.
 */
export async function OutboxView(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  const locale = adminLocale(props)
  const strings = messages[locale].mail.outbox
  const { payload } = props.initPageResult.req
  const segments = (props.params as { segments?: string[] } | undefined)?.segments ?? []
  const retryStrings = {
    retry: strings.retry,
    retrying: strings.retrying,
    retried: strings.retried,
    retryFailed: strings.retryFailed,
  }

  if (segments[1]) {
    const id = Number(segments[1])
    const message =
      Number.isInteger(id) && id > 0
        ? await payload.findByID({
            collection: 'mail-outbox',
            id,
            depth: 0,
            overrideAccess: false,
            user,
            disableErrors: true,
          })
        : null
    return (
      <AdminScreen props={props}>
        <div className="bo-page">
          <p>
            <Link href="/admin/outbox">← {strings.back}</Link>
          </p>
          {!message ? (
            <p role="alert">{strings.notFound}</p>
          ) : (
            <>
              <h1>{message.subject}</h1>
              <dl className="bo-preview" style={{ gridTemplateColumns: 'max-content 1fr', columnGap: '1rem' }}>
                <dt>{strings.to}</dt>
                <dd dir="ltr">{message.to}</dd>
                {message.replyTo ? (
                  <>
                    <dt>{strings.replyTo}</dt>
                    <dd dir="ltr">{message.replyTo}</dd>
                  </>
                ) : null}
                <dt>{strings.status}</dt>
                <dd>
                  <StatusBadge status={message.status} strings={strings} />
                </dd>
                <dt>{strings.attempts}</dt>
                <dd>{message.attempts}</dd>
                <dt>{strings.created}</dt>
                <dd>{when(message.createdAt, locale)}</dd>
                {message.sentAt ? (
                  <>
                    <dt>{strings.sentAt}</dt>
                    <dd>{when(message.sentAt, locale)}</dd>
                  </>
                ) : null}
                {message.status === 'queued' && message.nextAttemptAt ? (
                  <>
                    <dt>{strings.nextAttempt}</dt>
                    <dd>{when(message.nextAttemptAt, locale)}</dd>
                  </>
                ) : null}
                {message.lastError ? (
                  <>
                    <dt>{strings.lastError}</dt>
                    <dd dir="ltr">{message.lastError}</dd>
                  </>
                ) : null}
                {message.headers && typeof message.headers === 'object' ? (
                  <>
                    <dt>{strings.headers}</dt>
                    <dd dir="ltr">
                      {Object.entries(message.headers as Record<string, string>).map(([k, v]) => (
                        <div key={k}>
                          {k}: {v}
                        </div>
                      ))}
                    </dd>
                  </>
                ) : null}
              </dl>
              {message.status === 'failed' ? (
                <div>
                  <RetryButton id={message.id} strings={retryStrings} label={`${strings.retry}: ${message.subject}`} />
                </div>
              ) : null}
              <h2>{strings.text}</h2>
              {message.edition != null && !message.text ? <p>{strings.newsletterText}</p> : null}
              <pre
                style={{
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  padding: '1rem',
                  border: '1px solid var(--theme-elevation-150)',
                  borderRadius: 6,
                  margin: 0,
                }}
              >
                {message.text}
              </pre>
            </>
          )}
        </div>
      </AdminScreen>
    )
  }

  const requested = Number((props.searchParams as Record<string, unknown> | undefined)?.page)
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1
  const list = await payload.find({
    collection: 'mail-outbox',
    sort: '-createdAt',
    limit: pageSize,
    page,
    depth: 0,
    overrideAccess: false,
    user,
    select: { to: true, subject: true, status: true, attempts: true, lastError: true, createdAt: true, sentAt: true },
  })
  return (
    <AdminScreen props={props}>
      <div className="bo-page" style={{ maxWidth: '80rem' }}>
        <h1>{strings.title}</h1>
        <p className="bo-muted">{strings.intro}</p>
        <MailNotConfigured locale={locale} />
        {list.docs.length === 0 ? (
          <p>{strings.empty}</p>
        ) : (
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{strings.created}</th>
                <th scope="col">{strings.to}</th>
                <th scope="col">{strings.subject}</th>
                <th scope="col">{strings.status}</th>
                <th scope="col">{strings.attempts}</th>
                <th scope="col">{strings.lastError}</th>
                <th scope="col">
                  <span className="bo-sr-only">{strings.retry}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.docs.map((m) => (
                <tr key={m.id} data-status={m.status}>
                  <td>{when(m.createdAt, locale)}</td>
                  <td dir="ltr">{m.to}</td>
                  <td>
                    <Link href={`/admin/outbox/${m.id}`}>{m.subject}</Link>
                  </td>
                  <td>
                    <StatusBadge status={m.status} strings={strings} />
                  </td>
                  <td>{m.attempts}</td>
                  <td dir="ltr" style={{ maxWidth: '20rem', overflowWrap: 'anywhere' }}>
                    {m.lastError ?? ''}
                  </td>
                  <td>
                    {m.status === 'failed' ? (
                      <RetryButton id={m.id} strings={retryStrings} label={`${strings.retry}: ${m.subject}`} />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {list.totalPages > 1 ? (
          <nav className="bo-actions" aria-label={strings.title}>
            {list.hasPrevPage ? (
              <Link className="btn btn--style-secondary btn--size-small" href={`/admin/outbox?page=${page - 1}`}>
                {strings.previous}
              </Link>
            ) : null}
            <span>{strings.page.replace('{{page}}', String(page)).replace('{{pages}}', String(list.totalPages))}</span>
            {list.hasNextPage ? (
              <Link className="btn btn--style-secondary btn--size-small" href={`/admin/outbox?page=${page + 1}`}>
                {strings.next}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    </AdminScreen>
  )
}
