'use client'

import { Button, toast } from '@payloadcms/ui'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { Trans } from 'react-i18next'
import { failureMessage, adminApi } from '../ui/admin-api'
import { useAdminT } from '../ui/admin-i18n'
import { DraftBadge, ItemActions, LoadFailure } from '../ui/form-parts'
import type { DraftState } from '@/core/drafts'
import { AdminPager } from '../ui/pager'
import { announceLogout } from '@/components/site/logout-notice'
import { forgetLogin } from '../ui/stored-login'

export type DashboardTab = {
  id: string
  name: string
  /** Its content items in all, and which page of them `sections` holds. */
  meta: { total: number; page: number; pages: number }
  sections: {
    id: string
    name: string
    items: { id: number; title: string; preview: string; isActive: boolean; draft?: DraftState; history: string }[]
  }[]
}
/** One entry of the activity log as the dashboard shows it, in the panel's language. */
export type ActivityLine = { id: number; at: string; who: string; action: string; what: string }

/** New submissions per inbox; null where the count could not be read. */
export type InboxCounts = Record<'contact-messages' | 'newsletter-subscriptions' | 'software-requests', number | null>

// The back office's managers: each link's text by its key in admin.json.
const managers = [
  ['dashboard.manageSubmenus', '/admin/submenus'],
  ['dashboard.manageBios', '/admin/bio-manager'],
  ['dashboard.manageMembers', '/admin/member-manager'],
  ['dashboard.manageAccounts', '/admin/admin-manager'],
  ['dashboard.managePhotos', '/admin/photo-manager'],
  ['dashboard.managePublications', '/admin/publication-manager'],
  ['dashboard.manageNews', '/admin/news-manager'],
  ['dashboard.manageEvents', '/admin/events-manager'],
  ['newsletters.manage', '/admin/newsletters'],
  ['dashboard.manageTwoStep', '/admin/two-step'],
  ['dashboard.manageReach', '/admin/reach'],
] as const

/** The newsletter's subscribers per subscription state, labelled in the panel's language. */
export type SubscriberCounts = { label: string; states: { state: string; label: string; count: number | null }[] }

const inboxLabels = {
  'contact-messages': 'newContactMessages',
  'newsletter-subscriptions': 'newSubscriptions',
  'software-requests': 'newRequests',
} as const

const newContentHref = '/admin/content/new'

/** The dashboard's interactive part: Logout, the site-area tabs with their content items, Delete. */
export function DashboardPanel({
  username,
  tabs,
  initialArea,
  inbox,
  subscribers,
  contentFailed,
  activity,
  trash,
}: {
  username: string
  tabs: DashboardTab[]
  /** The site area the address names (`?area=`), shown first. */
  initialArea?: string
  inbox: InboxCounts
  subscribers: SubscriberCounts
  contentFailed?: boolean
  /** The last 20 entries of the activity log; null when they could not be read. */
  activity: ActivityLine[] | null
  /** The trash screen of each collection that has one. */
  trash: { href: string; name: string }[]
}) {
  const router = useRouter()
  const { t, i18n } = useAdminT()
  const [active, setActive] = useState(initialArea ?? tabs[0].id)
  const tab = tabs.find((x) => x.id === active) ?? tabs[0]
  const empty = tabs.every((x) => x.meta.total === 0)

  const [loggingOut, setLoggingOut] = useState(false)
  const logout = async () => {
    setLoggingOut(true)
    const res = await fetch('/api/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => null)
    // A 401 means the session had already ended; anything else leaves the administrator signed in.
    if (!res || (!res.ok && res.status !== 401)) {
      setLoggingOut(false)
      return void toast.error(t('dashboard.logoutFailed'))
    }
    forgetLogin()
    // The home page shows the "Logged Out" notice; the public site is another application
    // shell, so a full navigation loads it.
    announceLogout()
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign('/')
  }

  const remove = async (id: number, title: string) => {
    if (!window.confirm(t('dashboard.confirmDelete', { title }))) return
    try {
      await adminApi(`/api/content/${id}`, { method: 'DELETE' })
      toast.success(t('dashboard.contentDeleted'))
      router.refresh()
    } catch (error) {
      toast.error(failureMessage(error, t('dashboard.deleteFailed')))
    }
  }

  /** WAI-ARIA tabs: the arrow keys, Home and End move between site areas. */
  const onTabKey = (event: React.KeyboardEvent, index: number) => {
    const last = tabs.length - 1
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const next = {
      ArrowRight: rtl ? index - 1 : index + 1,
      ArrowLeft: rtl ? index + 1 : index - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (next === undefined) return
    event.preventDefault()
    const target = tabs[(next + tabs.length) % tabs.length]
    setActive(target.id)
    document.getElementById(`tab-${target.id}`)?.focus()
  }

  return (
    <div className="bo-page" style={{ maxWidth: 'none' }}>
      <header
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 'var(--base)',
        }}
      >
        <h1 style={{ margin: 0 }}>{t('dashboard.title')}</h1>
        <div style={{ display: 'flex', alignItems: 'center', gap: 'var(--base)' }}>
          <span>
            <Trans
              i18nKey="dashboard.signedInAs"
              ns="admin"
              values={{ username }}
              components={{ strong: <strong /> }}
            />
          </span>
          <Button buttonStyle="secondary" size="small" margin={false} onClick={logout} disabled={loggingOut}>
            {t('dashboard.logout')}
          </Button>
        </div>
      </header>

      <nav
        aria-label={t('dashboard.managers')}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)' }}
      >
        {managers.map(([key, url]) => (
          <Button key={url} el="link" url={url} buttonStyle="secondary" margin={false}>
            {t(key)}
          </Button>
        ))}
      </nav>

      <section aria-labelledby="inbox-title">
        <h2 id="inbox-title">{t('dashboard.inbox')}</h2>
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', listStyle: 'none', padding: 0 }}>
          {(Object.keys(inboxLabels) as (keyof InboxCounts)[]).map((slug) => (
            <li key={slug}>
              <a href={`/admin/collections/${slug}?where[status][equals]=new`}>
                {t(`dashboard.${inboxLabels[slug]}`)}: <strong>{inbox[slug] ?? '–'}</strong>
              </a>
            </li>
          ))}
        </ul>
        <h3 id="subscribers-title">{subscribers.label}</h3>
        <ul
          aria-labelledby="subscribers-title"
          style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', listStyle: 'none', padding: 0 }}
        >
          {subscribers.states.map(({ state, label, count }) => (
            <li key={state}>
              <a href={`/admin/collections/newsletter-subscriptions?where[subscription][equals]=${state}`}>
                {label}: <strong>{count ?? '–'}</strong>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="activity-title">
        <h2 id="activity-title">{t('dashboard.recentActivity')}</h2>
        {activity === null ? (
          <LoadFailure message={t('common.errorOccurred')} />
        ) : activity.length === 0 ? (
          <p className="bo-muted">{t('dashboard.noActivity')}</p>
        ) : (
          <ol className="bo-activity">
            {activity.map((line) => (
              <li key={line.id}>
                <time dateTime={line.at}>
                  {new Date(line.at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>{' '}
                <strong>{line.who}</strong> · {line.action} · {line.what}
              </li>
            ))}
          </ol>
        )}
        <p>
          <Link href="/admin/collections/activity">{t('dashboard.allActivity')}</Link>
        </p>
      </section>

      <section aria-labelledby="trash-title">
        <h2 id="trash-title">{t('dashboard.trash')}</h2>
        <p className="bo-muted">{t('dashboard.trashHelp')}</p>
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', listStyle: 'none', padding: 0 }}>
          {trash.map(({ href, name }) => (
            <li key={href}>
              <Link href={href}>{name}</Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="content-title">
        <h2 id="content-title">{t('dashboard.content')}</h2>
        {contentFailed && <LoadFailure message={t('content.loadFailed')} />}
        {empty ? (
          <div>
            <p>{t('dashboard.noContent')}</p>
            <Button el="link" url={newContentHref} margin={false}>
              {t('dashboard.createFirst')}
            </Button>
          </div>
        ) : (
          <>
            <div
              role="tablist"
              aria-label={t('dashboard.siteAreas')}
              style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 4)' }}
            >
              {tabs.map((x, index) => (
                <button
                  key={x.id}
                  type="button"
                  role="tab"
                  id={`tab-${x.id}`}
                  aria-selected={x.id === tab.id}
                  aria-controls="content-panel"
                  tabIndex={x.id === tab.id ? 0 : -1}
                  onClick={() => setActive(x.id)}
                  onKeyDown={(event) => onTabKey(event, index)}
                  className={`btn btn--size-small btn--style-${x.id === tab.id ? 'primary' : 'secondary'} btn--withoutPopup`}
                  style={{ margin: 0 }}
                >
                  {x.name}
                </button>
              ))}
            </div>
            <div
              id="content-panel"
              role="tabpanel"
              aria-labelledby={`tab-${tab.id}`}
              style={{ paddingBlock: 'var(--base)' }}
            >
              <Button el="link" url={`${newContentHref}?tab=${tab.id}`} margin={false}>
                {t('dashboard.addNew')}
              </Button>
              {tab.meta.total === 0 && <p>{t('dashboard.noContentInArea', { area: tab.name })}</p>}
              {tab.sections.map((section) => (
                <section key={section.id} aria-label={section.name}>
                  <h3>{section.name}</h3>
                  <ul className="bo-list">
                    {section.items.map((item) => (
                      <li
                        key={item.id}
                        style={{
                          border: '1px solid var(--theme-elevation-150)',
                          borderRadius: 4,
                          padding: 'calc(var(--base) / 2) var(--base)',
                        }}
                      >
                        <strong>{item.title}</strong>
                        {!item.isActive && <span className="bo-badge">{t('common.inactive')}</span>}
                        <DraftBadge state={item.draft} />
                        <p style={{ margin: '0.25rem 0' }}>{item.preview}</p>
                        <ItemActions
                          name={item.title}
                          onEdit={`/admin/content/edit/${item.id}`}
                          history={item.history}
                          onDelete={() => remove(item.id, item.title)}
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              <AdminPager
                page={tab.meta.page}
                pages={tab.meta.pages}
                href={(page) => `/admin?area=${tab.id}&page=${page}`}
              />
            </div>
          </>
        )}
      </section>
    </div>
  )
}
