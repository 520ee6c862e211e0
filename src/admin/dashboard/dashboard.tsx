import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { isTabId, tabIds, tabSections, type TabId } from '@/content/site-structure'
import type { LocaleCode } from '@/i18n/config'
import { messages, type Namespaces } from '@/i18n/messages'
import { panelLanguageKey } from '@/core/panel/languages'
import { panelLabel } from '@/core/panel/labels'
import { subscriptionStates } from '@/core/newsletter/states'
import { trashedCollections } from '@/core/trash'
import { subscriptionLabel } from '@/core/newsletter/labels'
import { listContentItems } from '@/server/data/content-items'
import { draftStates, historyHref } from '@/server/data/drafts'
import { htmlToText } from '@/core/rich-text'
import { adminLocale, adminPageSize, AdminStrings, pageOf, requireAdminView } from '../ui/admin-screen'
import { MailNotConfigured } from '../outbox/mail-notice'
import { BackupNotice } from './backup-notice'
import {
  DashboardPanel,
  type ActivityLine,
  type DashboardTab,
  type InboxCounts,
  type SubscriberCounts,
} from './dashboard-panel'

/** The panel's name of each logged collection (messages/<locale>/panel.json `collections`). */
const resourceNames: Record<string, keyof Namespaces['panel']['collections']> = {
  'content-items': 'contentItem',
  submenus: 'submenu',
  members: 'member',
  'member-bios': 'memberBio',
  photos: 'galleryPhoto',
  publications: 'publication',
  news: 'newsStory',
  newsletters: 'newsletter',
  users: 'adminAccount',
}

const pluralNames = {
  submenus: 'submenus',
  'content-items': 'contentItems',
  members: 'members',
  photos: 'galleryPhotos',
  publications: 'publications',
  news: 'news',
  events: 'events',
  newsletters: 'newsletters',
} as const

/** The last 20 entries of the activity log, in the panel's language; null when they could not be read. */
async function recentActivity(props: AdminViewServerProps, locale: LocaleCode): Promise<ActivityLine[] | null> {
  const { payload, user } = props.initPageResult.req
  const panel = messages[locale].panel
  try {
    const { docs } = await payload.find({
      collection: 'activity',
      sort: '-createdAt',
      limit: 20,
      depth: 0,
      overrideAccess: false,
      user,
    })
    return docs.map((entry) => {
      const resource = entry.resource ? resourceNames[entry.resource] : undefined
      const what = [
        resource ? panel.collections[resource] : entry.resource,
        entry.title ? `“${entry.title}”` : null,
        entry.locale ? `(${entry.locale})` : null,
      ]
        .filter(Boolean)
        .join(' ')
      return {
        id: entry.id,
        at: entry.createdAt,
        who: entry.username ?? '',
        action: panel.activity[entry.action],
        what,
      }
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'dashboard: loading the recent activity failed' })
    return null
  }
}

/** The preview shows the first 120 characters of the content, markup stripped. */
const previewLength = 120

/** The site area and page in the address (`/admin?area=about&page=2`); the other areas show their first page, so the dashboard costs the same with 50 items or 5,000. */
function placeOf(searchParams: AdminViewServerProps['searchParams']): { area?: TabId; page: number } {
  const area = Array.isArray(searchParams?.area) ? searchParams.area[0] : searchParams?.area
  return { area: isTabId(area) ? area : undefined, page: pageOf(searchParams) }
}

/** The back office's dashboard (replaces Payload's): managers, the signed-in user, content per site area, new submissions. */
export async function Dashboard(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  const locale = adminLocale(props)
  const { tabs: tabNames, sections: sectionNames } = messages[locale].common.nav
  const payload = props.initPageResult.req.payload
  const place = placeOf(props.searchParams)
  // A failed content-list fetch yields an empty list (and the dashboard says so).
  const lists = await Promise.all(
    tabIds.map((tabId) =>
      listContentItems(
        payload,
        { tabId, locale, user },
        { page: tabId === place.area ? place.page : 1, limit: adminPageSize },
      ),
    ),
  ).catch((error: unknown) => {
    payload.logger.error({ err: error, msg: 'dashboard: loading the content items failed' })
    return null
  })
  const contentFailed = lists === null
  // Which items have a draft the site does not show yet.
  const drafts = await draftStates(
    payload,
    'content-items',
    (lists ?? []).flatMap((list) => list.items.map((item) => item.id)),
    user,
  ).catch((error: unknown) => {
    payload.logger.error({ err: error, msg: 'dashboard: loading the drafts failed' })
    return new Map()
  })
  const tabs: DashboardTab[] = tabIds.map((id, index) => {
    const own = lists?.[index].items ?? []
    const sections = [
      ...new Set([
        ...tabSections[id].filter((s) => own.some((item) => item.sectionId === s)),
        ...own.map((item) => item.sectionId),
      ]),
    ]
    return {
      id,
      name: tabNames[id],
      meta: lists?.[index].meta ?? { total: 0, page: 1, pages: 1 },
      sections: sections.map((section) => ({
        id: section,
        name: (sectionNames[id] as Record<string, string>)[section] ?? section,
        items: own
          .filter((item) => item.sectionId === section)
          .map((item) => ({
            id: item.id,
            title: item.title,
            preview: htmlToText(item.content, previewLength),
            isActive: item.isActive,
            draft: drafts.get(item.id),
            history: historyHref('content-items', item.id),
          })),
      })),
    }
  })
  const newCount = (collection: keyof InboxCounts) =>
    payload
      .count({ collection, where: { status: { equals: 'new' } }, overrideAccess: false, user })
      .then((result) => result.totalDocs)
      .catch(() => null)
  const [contact, newsletter, requests] = await Promise.all([
    newCount('contact-messages'),
    newCount('newsletter-subscriptions'),
    newCount('software-requests'),
  ])
  const inbox: InboxCounts = {
    'contact-messages': contact,
    'newsletter-subscriptions': newsletter,
    'software-requests': requests,
  }
  // The newsletter's list by subscription: only confirmed addresses may be sent the newsletter.
  const panelKey = panelLanguageKey[locale]
  const subscribers: SubscriberCounts = {
    label: panelLabel('newsletterSubscriptions')[panelKey],
    states: await Promise.all(
      subscriptionStates.map(async (state) => ({
        state,
        label: subscriptionLabel(state)[panelKey],
        count: await payload
          .count({
            collection: 'newsletter-subscriptions',
            where: { subscription: { equals: state } },
            overrideAccess: false,
            user,
          })
          .then((result) => result.totalDocs)
          .catch(() => null),
      })),
    ),
  }
  const activity = await recentActivity(props, locale)
  // Payload's trash view of each collection whose deletions go to the trash.
  const trash = trashedCollections.map((slug) => ({
    href: `/admin/collections/${slug}/trash`,
    name: messages[locale].panel.collections[pluralNames[slug]],
  }))
  return (
    <Gutter>
      <BackupNotice locale={locale} />
      {/* With no SMTP_URL the administrators must know that nothing is sent. */}
      <MailNotConfigured locale={locale} />
      <AdminStrings props={props}>
        <DashboardPanel
          username={String(user.username ?? user.email ?? '')}
          tabs={tabs}
          initialArea={place.area}
          inbox={inbox}
          subscribers={subscribers}
          contentFailed={contentFailed}
          activity={activity}
          trash={trash}
        />
      </AdminStrings>
    </Gutter>
  )
}
