// /newsletter/confirm?token= - the confirmation mail's link: a page in its language whose button confirms (GET never confirms)
import type { Metadata } from 'next'
import { NewsletterPage } from '@/components/newsletter/newsletter-page'
import { isLocale, type LocaleCode } from '@/i18n/config'
import { confirmActionPath } from '@/core/newsletter/links'
import { getTranslator } from '@/server/i18n'
import { isConnectionFailure } from '@/server/http'
import { newsletterConfirmLink } from '@/server/newsletter'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> }

// Per request, never cached: each link is one subscriber's.
export const dynamic = 'force-dynamic'

const localeOf = (value: string): LocaleCode => (isLocale(value) ? value : 'en')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslator(localeOf((await params).locale))
  return { title: `${t('newsletter:pages.confirm.title')} | ${t('siteName')}`, robots: { index: false, follow: false } }
}

/**
 * Mail gateways and scanners open links: only the button confirms. It is a plain form that
 * POSTs to /api/newsletter/confirm, which sends the browser back here (303), so it works
 * without JavaScript and the page then shows the new state (as the unsubscribe page does).
 */
export default async function ConfirmNewsletterPage({ params, searchParams }: Props) {
  const locale = localeOf((await params).locale)
  const { token } = await searchParams
  const t = await getTranslator(locale)
  const home = { homeLabel: t('newsletter:pages.home'), homeHref: `/?lang=${locale}` }
  let link
  try {
    link = await newsletterConfirmLink(token)
  } catch (error) {
    if (!isConnectionFailure(error)) throw error
    return (
      <NewsletterPage heading={t('newsletter:pages.confirm.title')} text={t('forms:errors.unavailable')} {...home} />
    )
  }
  if (!link || typeof token !== 'string') {
    return (
      <NewsletterPage
        heading={t('newsletter:pages.invalidHeading')}
        text={t('newsletter:pages.confirm.invalidText')}
        {...home}
      />
    )
  }
  if (link.state === 'confirmed') {
    return (
      <NewsletterPage
        heading={t('newsletter:pages.confirm.doneHeading')}
        text={t('newsletter:pages.confirm.doneText')}
        {...home}
      />
    )
  }
  return (
    <NewsletterPage
      heading={t('newsletter:pages.confirm.title')}
      text={t('newsletter:pages.confirm.askText')}
      {...home}
    >
      <form method="post" action={`${confirmActionPath}?token=${encodeURIComponent(token)}`} className="mt-6">
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {t('newsletter:pages.confirm.button')}
        </button>
      </form>
    </NewsletterPage>
  )
}
