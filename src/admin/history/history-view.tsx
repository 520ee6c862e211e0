import type { AdminViewServerProps } from 'payload'
import Link from 'next/link'
import { draftCollections, type DraftCollection } from '@/core/drafts'
import { siteTimeZone } from '@/core/backup-status'
import { recordVersions } from '@/server/data/drafts'
import { getTranslator } from '@/server/i18n'
import { adminLocale, AdminScreen, requireAdminView } from '../ui/admin-screen'

const isDraftCollection = (value: string | undefined): value is DraftCollection =>
  (draftCollections as readonly string[]).includes(value ?? '')

/**
 * `/admin/history/{collection}/{id}`: a record's versions, newest first, with who saved each,
 * when (on the organisation's clock) and whether it was published; each opens Payload's version
 * view, which compares it with the current version side by side and restores it, as a draft or
 * published.
 */
export async function HistoryView(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  const locale = adminLocale(props)
  const t = await getTranslator(locale)
  const { payload } = props.initPageResult.req
  const [, collection, rawId] = (props.params as { segments?: string[] } | undefined)?.segments ?? []
  const id = Number(rawId)
  const found =
    isDraftCollection(collection) && Number.isInteger(id) && id > 0
      ? await recordVersions(payload, { collection, id, user })
      : null
  const timeZone = siteTimeZone()
  const when = (value: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(value))

  return (
    <AdminScreen props={props}>
      <div className="bo-page">
        <p>
          <Link href="/admin">← {t('admin:common.backToDashboard')}</Link>
        </p>
        {!found ? (
          <p role="alert">{t('admin:history.notFound')}</p>
        ) : (
          <>
            <h1>{t('admin:history.title', { title: found.title })}</h1>
            <p className="bo-muted">{t('admin:history.intro')}</p>
            {found.versions.length === 0 ? (
              <p className="bo-muted">{t('admin:history.none')}</p>
            ) : (
              <table className="bo-table">
                <thead>
                  <tr>
                    <th scope="col">{t('admin:history.when', { timeZone })}</th>
                    <th scope="col">{t('admin:history.status')}</th>
                    <th scope="col">{t('admin:history.author')}</th>
                    <td />
                  </tr>
                </thead>
                <tbody>
                  {found.versions.map((version) => (
                    <tr key={version.id}>
                      <td>{when(version.at)}</td>
                      <td>
                        {t(`admin:history.${version.status}`)}
                        {version.latest ? ` (${t('admin:history.latest')})` : ''}
                      </td>
                      <td>{version.author ?? <span className="bo-muted">{t('admin:history.unknownAuthor')}</span>}</td>
                      <td>
                        <Link
                          href={`/admin/collections/${collection}/${id}/versions/${version.id}`}
                          aria-label={t('admin:history.openNamed', { when: when(version.at) })}
                        >
                          {t('admin:history.open')}
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
