import type { AdminViewServerProps } from 'payload'
import { programmeName } from '@/content'
import { publicationThemes } from '@/content/site-structure'
import { eventRecords, eventTimeZone } from '@/server/data/events'
import type { PageMeta } from '@/server/data/paging'
import type { EventRecord } from '@/schemas/event'
import { adminLocale, adminPageSize, AdminScreen, pageOf, requireAdminView } from '../ui/admin-screen'
import { EventsManager } from './events-manager'

/** `/admin/events-manager`: the events, the latest first, inactive ones and drafts included, with their registrations (docs/decisions/034). */
export async function EventsView(props: AdminViewServerProps) {
  const user = requireAdminView(props)
  const { payload } = props.initPageResult.req
  let events: { items: EventRecord[]; meta: PageMeta } | null = null
  try {
    events = await eventRecords(payload, user, { page: pageOf(props.searchParams), limit: adminPageSize })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'events manager: loading the events failed' })
  }
  return (
    <AdminScreen props={props}>
      <EventsManager
        events={events?.items ?? null}
        meta={events?.meta}
        programmes={publicationThemes.map((id) => ({ id, name: programmeName(adminLocale(props), id) }))}
        timeZone={eventTimeZone()}
      />
    </AdminScreen>
  )
}
