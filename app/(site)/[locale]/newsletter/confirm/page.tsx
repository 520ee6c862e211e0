// /newsletter/confirm?token= - following the confirmation mail's link confirms the subscription, on a page in its language
import type { Metadata } from 'next'
import { NewsletterPage } from '@/components/newsletter/newsletter-page'
import { isLocale, type LocaleCode } from '@/i18n/config'
import { getTranslator } from '@/server/i18n'
import { isConnectionFailure } from '@/server/http'
import { confirmNewsletterToken } from '@/server/newsletter'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> }

// Per request, never cached: each link is one subscriber's.
export const dynamic = 'force-dynamic'

const localeOf = (value: string): LocaleCode => (isLocale(value) ? value : 'en')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslator(localeOf((await params).locale))
  return { title: `${t('newsletter:pages.confirm.title')} | ${t('siteName')}`, robots: { index: false, follow: false } }
}

export default async function ConfirmNewsletterPage({ params, searchParams }: Props) {
  const locale = localeOf((await params).locale)
  const { token } = await searchParams
  const t = await getTranslator(locale)
  const home = { homeLabel: t('newsletter:pages.home'), homeHref: `/?lang=${locale}` }
  let confirmed: boolean
  try {
    confirmed = (await confirmNewsletterToken(token)).state === 'confirmed'
  } catch (error) {
    if (!isConnectionFailure(error)) throw error
    return <NewsletterPage heading={t('newsletter:pages.confirm.title')} text={t('forms:errors.unavailable')} {...home} />
  }
  return confirmed ? (
    <NewsletterPage heading={t('newsletter:pages.confirm.doneHeading')} text={t('newsletter:pages.confirm.doneText')} {...home} />
  ) : (
    <NewsletterPage heading={t('newsletter:pages.invalidHeading')} text={t('newsletter:pages.confirm.invalidText')} {...home} />
  )
}
