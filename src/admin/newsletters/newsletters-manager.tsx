'use client'

import { Button, toast } from '@payloadcms/ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useId, useRef, useState } from 'react'
import type { PublicEdition } from '@/schemas/newsletter-edition'
import { adminApi, failureToast } from '../ui/admin-api'
import { useAdminT } from '../ui/admin-i18n'
import { LoadFailure } from '../ui/form-parts'
import { AdminPager } from '../ui/pager'
import { useLoadFailure } from '../ui/use-load-failure'
import { EditionPanel } from './edition-panel'
import { StatusBadge, totalsLine, useWhen } from './edition-parts'
import './newsletters.css'

/**
 * The newsletter's editions: writes and edits them (a subject, a preheader and blocks in seven
 * languages), previews each language's e-mail, sends a test, sends now or schedules after a
 * confirmation, follows a sending and keeps its totals (docs/decisions/036).
 */
export function NewslettersManager(props: {
  editions: PublicEdition[] | null
  meta?: { total: number; page: number; pages: number }
  timeZone: string
}) {
  // One client for the screen: an edition's languages, its audience, preview and progress.
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  )
  return (
    <QueryClientProvider client={client}>
      <Editions {...props} />
    </QueryClientProvider>
  )
}

function Editions({
  editions,
  meta,
  timeZone,
}: {
  editions: PublicEdition[] | null
  meta?: { total: number; page: number; pages: number }
  timeZone: string
}) {
  const router = useRouter()
  const { t } = useAdminT()
  const ids = useId()
  const when = useWhen(timeZone)
  // The edition open in the panel: a saved one by id, or a new one.
  const [open, setOpen] = useState<number | 'new' | null>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  useLoadFailure(editions === null, t('newsletters.loadFailed'))

  const show = (which: number | 'new') => {
    setOpen(which)
    // After the panel renders: bring it into view and put the focus on its heading.
    requestAnimationFrame(() => {
      panelRef.current?.scrollIntoView({ block: 'start' })
      panelRef.current?.querySelector<HTMLElement>('h2')?.focus()
    })
  }

  const remove = async (e: PublicEdition) => {
    if (!window.confirm(t('newsletters.confirmDelete', { subject: e.subject }))) return
    try {
      await adminApi(`/api/newsletters/${e.id}`, { method: 'DELETE' })
      toast.success(t('newsletters.deleted'))
      if (open === e.id) setOpen(null)
      router.refresh()
    } catch (error) {
      toast.error(...failureToast(error, t('newsletters.deleteFailed')))
    }
  }

  const dateOf = (e: PublicEdition) =>
    e.status === 'scheduled' && e.scheduledFor
      ? t('newsletters.scheduledInfo', { at: when(e.scheduledFor) })
      : e.sentAt
        ? t('newsletters.startedInfo', { at: when(e.sentAt) })
        : t('newsletters.changedInfo', { at: when(e.updatedAt) })

  return (
    <div className="bo-page">
      <h1>{t('newsletters.manage')}</h1>
      <div className="bo-actions">
        <Button margin={false} onClick={() => show('new')} disabled={open === 'new'}>
          {t('newsletters.newEdition')}
        </Button>
      </div>
      <div ref={panelRef}>
        {open !== null && (
          <EditionPanel
            key={open}
            id={open === 'new' ? null : open}
            timeZone={timeZone}
            onCreated={(id) => {
              setOpen(id)
              router.refresh()
            }}
            onChanged={() => router.refresh()}
            onClose={() => setOpen(null)}
          />
        )}
      </div>

      {editions === null ? (
        <LoadFailure message={t('newsletters.loadFailed')} />
      ) : (
        <section aria-labelledby={`${ids}-all`}>
          <h2 id={`${ids}-all`}>{t('newsletters.list', { count: meta?.total ?? editions.length })}</h2>
          {editions.length === 0 ? (
            <p className="bo-muted">{t('newsletters.none')}</p>
          ) : (
            <ul className="bo-list">
              {editions.map((e) => {
                const editable = e.status === 'draft' || e.status === 'scheduled'
                return (
                  <li key={e.id} className={`bo-card${open === e.id ? ' bo-card--editing' : ''}`}>
                    <div>
                      <strong>{e.subject}</strong>
                      <StatusBadge status={e.status} />
                      <div className="bo-muted">{dateOf(e)}</div>
                      {e.totals && <div className="bo-muted">{totalsLine(t, e.totals)}</div>}
                    </div>
                    <div className="bo-card__actions">
                      <Button
                        buttonStyle="secondary"
                        size="small"
                        margin={false}
                        onClick={() => show(e.id)}
                        aria-label={t(editable ? 'common.editNamed' : 'newsletters.openNamed', { name: e.subject })}
                      >
                        {t(editable ? 'common.edit' : 'newsletters.open')}
                      </Button>
                      {e.status === 'draft' && (
                        <Button
                          buttonStyle="error"
                          size="small"
                          margin={false}
                          onClick={() => remove(e)}
                          aria-label={t('common.deleteNamed', { name: e.subject })}
                        >
                          {t('common.delete')}
                        </Button>
                      )}
                    </div>
                  </li>
                )
              })}
            </ul>
          )}
        </section>
      )}
      {meta && <AdminPager page={meta.page} pages={meta.pages} href={(page) => `/admin/newsletters?page=${page}`} />}
      <p>
        <Link href="/admin/collections/newsletters">{t('newsletters.allEditions')}</Link>
      </p>
    </div>
  )
}
