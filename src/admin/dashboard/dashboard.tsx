import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { tabIds, tabSections } from '@/content/site-structure'
import { messages } from '@/i18n/messages'
import { listContentItems } from '@/server/data/content-items'
import { htmlToText } from '@/server/rich-text'
import { requireAdminView } from '../ui/admin-screen'
import { DashboardPanel, type DashboardTab } from './dashboard-panel'

/** SPEC.md section 9: the preview shows the first 120 characters of the content, markup stripped. */
const previewLength = 120

// The back office speaks English (Payload's panel in seven languages comes with issue 7).
const { tabs: tabNames, sections: sectionNames } = messages.en.common.nav

/** The back office's dashboard (replaces Payload's): managers, the signed-in user, content per site area, new submissions. */
export async function Dashboard(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  const payload = props.initPageResult.req.payload
  const items = await listContentItems(payload, { locale: 'en', user })
  const tabs: DashboardTab[] = tabIds.map((id) => {
    const own = items.filter((item) => item.tabId === id)
    const sections = [...new Set([...tabSections[id].filter((s) => own.some((item) => item.sectionId === s)), ...own.map((item) => item.sectionId)])]
    return {
      id,
      name: tabNames[id],
      sections: sections.map((section) => ({
        id: section,
        name: (sectionNames[id] as Record<string, string>)[section] ?? section,
        items: own
          .filter((item) => item.sectionId === section)
          .map((item) => ({ id: item.id, title: item.title, preview: htmlToText(item.content, previewLength), isActive: item.isActive })),
      })),
    }
  })
  const newCount = async (collection: 'contact-messages' | 'newsletter-subscriptions' | 'software-requests') =>
    (await payload.count({ collection, where: { status: { equals: 'new' } }, overrideAccess: false, user })).totalDocs
  const inbox = [
    { label: 'New contact messages', href: '/admin/collections/contact-messages?where[status][equals]=new', count: await newCount('contact-messages') },
    { label: 'New newsletter subscriptions', href: '/admin/collections/newsletter-subscriptions?where[status][equals]=new', count: await newCount('newsletter-subscriptions') },
    { label: 'New software requests', href: '/admin/collections/software-requests?where[status][equals]=new', count: await newCount('software-requests') },
  ]
  return (
    <Gutter>
      <DashboardPanel username={String(user.username ?? user.email ?? '')} tabs={tabs} inbox={inbox} />
    </Gutter>
  )
}
