import type { AdminViewServerProps } from 'payload'
import Link from 'next/link'
import { draftCollections, type DraftCollection } from '@/core/drafts'
import { siteTimeZone } from '@/core/backup-status'
import { messages } from '@/i18n/messages'
import { recordVersions } from '@/server/data/drafts'
import { adminLocale, AdminScreen, requireAdminView } from '../ui/admin-screen'

const isDraftCollection = (value: string | undefined): value is DraftCollection => (draftCollections as readonly string[]).includes(value ?? '')

/**
 * `/admin/history/{collection}/{id}`: a record's versions, newest first, with who saved each,
 * when (on the organisation's clock) and whether it was published; each opens Payload's version
 * view, which compares it with the current version side by side and restores it, as a draft or
 * published.
 */
export async function HistoryView(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  const locale = adminLocale(props)
  const strings = messages[locale].admin.history
  const { payload } = props.initPageResult.req
  const [, collection, rawId] = (props.params as { segments?: string[] } | undefined)?.segments ?? []
  const id = Number(rawId)
  const found = isDraftCollection(collection) && Number.isInteger(id) && id > 0 ? await recordVersions(payload, { collection, id, user }) : null
  const timeZone = siteTimeZone()
  const when = (value: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(value))

  return (
    <AdminScreen props={props}>
      <div className="bo-page">
        <p>
          <Link href="/admin">← {messages[locale].admin.common.backToDashboard}</Link>
        </p>
        {!found ? (
          <p role="alert">{strings.notFound}</p>
        ) : (
          <>
            <h1>{strings.title.replace('{{title}}', found.title)}</h1>
            <p className="bo-muted">{strings.intro}</p>
            {found.versions.length === 0 ? (
              <p className="bo-muted">{strings.none}</p>
            ) : (
              <table className="bo-table">
                <thead>
                  <tr>
                    <th scope="col">{strings.when.replace('{{timeZone}}', timeZone)}</th>
                    <th scope="col">{strings.status}</th>
                    <th scope="col">{strings.author}</th>
                    <td />
                  </tr>
                </thead>
                <tbody>
                  {found.versions.map((version) => (
                    <tr key={version.id}>
                      <td>{when(version.at)}</td>
                      <td>
                        {version.status === 'draft' ? strings.draft : strings.published}
                        {version.latest ? ` (${strings.latest})` : ''}
                      </td>
                      <td>{version.author ?? <span className="bo-muted">{strings.unknownAuthor}</span>}</td>
                      <td>
                        <Link href={`/admin/collections/${collection}/${id}/versions/${version.id}`} aria-label={strings.openNamed.replace('{{when}}', when(version.at))}>
                          {strings.open}
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </div>
    </AdminScreen>
  )
}
