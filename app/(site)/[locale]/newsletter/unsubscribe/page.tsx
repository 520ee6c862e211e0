// /newsletter/unsubscribe?token= - the visible unsubscribe link: a page with a button (GET never unsubscribes)
import type { Metadata } from 'next'
import { NewsletterPage } from '@/components/newsletter/newsletter-page'
import { isLocale, type LocaleCode } from '@/i18n/config'
import { getTranslator } from '@/server/i18n'
import { oneClickPath } from '@/core/newsletter/links'
import { isConnectionFailure } from '@/server/http'
import { newsletterLink } from '@/server/newsletter'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> }

// Per request, never cached: each link is one subscriber's.
export const dynamic = 'force-dynamic'

const localeOf = (value: string): LocaleCode => (isLocale(value) ? value : 'en')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslator(localeOf((await params).locale))
  return {
    title: `${t('newsletter:pages.unsubscribe.title')} | ${t('siteName')}`,
    robots: { index: false, follow: false },
  }
}

/**
 * Mail scanners open links: only the button unsubscribes. It is a plain form that POSTs what a
 * mail program's one-click sends (RFC 8058) to the same endpoint, which sends the browser back
 * here (303), so it works without JavaScript and the page then shows the new state.
 */
export default async function UnsubscribeNewsletterPage({ params, searchParams }: Props) {
  const locale = localeOf((await params).locale)
  const { token } = await searchParams
  const t = await getTranslator(locale)
  const home = { homeLabel: t('newsletter:pages.home'), homeHref: `/?lang=${locale}` }
  let link
  try {
    link = await newsletterLink(token)
  } catch (error) {
    if (!isConnectionFailure(error)) throw error
    return (
      <NewsletterPage
        heading={t('newsletter:pages.unsubscribe.title')}
        text={t('forms:errors.unavailable')}
        {...home}
      />
    )
  }
  if (!link || typeof token !== 'string') {
    return (
      <NewsletterPage
        heading={t('newsletter:pages.invalidHeading')}
        text={t('newsletter:pages.unsubscribe.invalidText')}
        {...home}
      />
    )
  }
  if (link.subscription === 'unsubscribed') {
    return (
      <NewsletterPage
        heading={t('newsletter:pages.unsubscribe.doneHeading')}
        text={t('newsletter:pages.unsubscribe.doneText')}
        {...home}
      />
    )
  }
  return (
    <NewsletterPage
      heading={t('newsletter:pages.unsubscribe.title')}
      text={t('newsletter:pages.unsubscribe.askText')}
      {...home}
    >
      <form method="post" action={`${oneClickPath}?token=${encodeURIComponent(token)}`} className="mt-6">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {t('newsletter:pages.unsubscribe.button')}
        </button>
      </form>
    </NewsletterPage>
  )
}
