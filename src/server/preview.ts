import 'server-only'
import { cookies, draftMode, headers } from 'next/headers'
import { cache } from 'react'
import type { Payload } from 'payload'
import type { LocaleCode } from '../i18n/config'
import { langParam } from '../i18n/routing'
import { eventPath } from './data/events'
import { newsPath } from './data/news'
import { publicationPath } from './data/publications'
import type { DraftFormCollection } from '../schemas/schedule'
import type { Admin } from './auth'
import { localPathOr } from '../security/local-path'
import { orNotFound } from './http'
import { getPayloadClient } from './payload'

/*
 * Preview: an administrator sees a public page as it will look with the drafts saved in the back
 * office, before they are published. `GET /api/preview` checks the session, turns on Next's draft
 * mode (a cookie of this browser only) and sends the browser to the record's public page; while
 * it is on, the pages read the latest versions, drafts included, for that administrator. Draft
 * mode without an administrator's session (a copied cookie, a signed-out browser) shows the
 * published site: the session is checked on every page.
 */

/**
 * The administrator previewing drafts on this request, or null (draft mode off, or no
 * administrator's session). Asked once per page render: the layout and each section's reads share it.
 */
export const previewingAdmin = cache(async function previewingAdmin(): Promise<Admin | null> {
  let enabled = false
  try {
    enabled = (await draftMode()).isEnabled
  } catch {
    // Not inside a request (scripts, tests calling the data functions): no preview.
    return null
  }
  if (!enabled || !(await cookies()).has('payload-token')) return null
  const payload = await getPayloadClient()
  try {
    const { user } = await payload.auth({ headers: await headers() })
    return user && user.collection === 'users' ? (user as Admin) : null
  } catch {
    return null
  }
})

/** The public address of a record, in a language (its latest version: a draft may have moved it). */
export async function previewPath(
  payload: Payload,
  { collection, id, locale, user }: { collection: DraftFormCollection; id: number; locale: LocaleCode; user: Admin },
): Promise<string> {
  const found = await orNotFound(
    payload.findByID({ collection, id, depth: 0, draft: true, overrideAccess: false, user }),
    'No such record.',
  )
  // Records with a page of their own: that page.
  const ownPage = { publications: publicationPath, news: newsPath, events: eventPath }
  if (collection in ownPage && 'slug' in found)
    return `${ownPage[collection as keyof typeof ownPage](found.slug ?? String(id))}?${new URLSearchParams({ [langParam]: locale })}`
  const params: Record<string, string> =
    'tabId' in found
      ? { tab: found.tabId ?? 'about', section: found.sectionId ?? '' }
      : 'memberType' in found
        ? { tab: 'about', section: found.memberType === 'board' ? 'board' : 'team' }
        : { tab: 'gallery' }
  return `/?${new URLSearchParams({ ...params, [langParam]: locale })}`
}

/** A path on this site to go back to after the preview (anything else: the home page; src/security/local-path.ts). */
export const localPath = (value: string | null) => localPathOr(value)
