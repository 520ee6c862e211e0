import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'
import type { LocaleCode } from '@/i18n/config'
import { messages } from '@/i18n/messages'
import { localeOfPanel } from '@/core/panel/languages'
import type { Admin } from '@/server/auth'
import { AdminI18n } from './admin-i18n'

/** Records per page of a back-office list (the dashboard's areas, the managers). */
export const adminPageSize = 50

/** The page a back-office list shows: `?page=` of the address, 1 when absent or not a page number. */
export function pageOf(searchParams: AdminViewServerProps['searchParams'], name = 'page'): number {
  const raw = searchParams?.[name]
  const page = Number.parseInt(String(Array.isArray(raw) ? raw[0] : (raw ?? '1')), 10)
  return Number.isSafeInteger(page) && page >= 1 ? page : 1
}

/** The site language that matches the panel's (Payload calls Bengali `bn-BD`). */
export function adminLocale({ initPageResult }: AdminViewServerProps): LocaleCode {
  const language = initPageResult.req.i18n?.language
  return localeOfPanel(language) ?? 'en'
}

/** The back office's own strings in the panel's language, for the screen's client parts. */
export function AdminStrings({ props, children }: { props: AdminViewServerProps; children: ReactNode }) {
  const locale = adminLocale(props)
  return (
    <AdminI18n
      locale={locale}
      messages={{ admin: messages[locale].admin, forms: { errors: messages[locale].forms.errors } }}
    >
      {children}
    </AdminI18n>
  )
}

/**
 * The signed-in administrator of a custom view, or a redirect to the login page that comes back here.
 * Payload guards only its own views: a view with a `path` is public unless it checks.
 */
export function requireAdminView({ initPageResult, params, searchParams }: AdminViewServerProps): Admin {
  const user = initPageResult.req.user as Admin | null
  if (user?.collection === 'users') return user
  const segments = ((params as { segments?: string[] } | undefined)?.segments ?? []).map(encodeURIComponent)
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) if (typeof one === 'string') query.append(key, one)
  }
  const path = `/admin/${segments.join('/')}${query.size ? `?${query}` : ''}`
  redirect(`/admin-login?redirect=${encodeURIComponent(path)}`)
}

/** A custom view inside Payload's own shell (navigation, account, locale picker), like the generated views. */
export function AdminScreen({ props, children }: { props: AdminViewServerProps; children: ReactNode }) {
  const { initPageResult, params, searchParams } = props
  const { req } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={req.payload}
      permissions={initPageResult.permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      <Gutter>
        <AdminStrings props={props}>{children}</AdminStrings>
      </Gutter>
    </DefaultTemplate>
  )
}
