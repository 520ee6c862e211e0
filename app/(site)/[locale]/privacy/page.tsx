// The privacy page, /privacy in the visitor's language (the proxy rewrites it here): exactly what
// the site counts of its readers and what it does not, and how long the daily figures are kept.
// Rendered on each request, like the site's other pages of their own: the retention is the site
// settings', which an administrator may change at any time (one small read, no cache to expire).
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import type React from 'react'
import { siteConfig } from '@/content/site-config'
import { isLocale, type LocaleCode } from '@/i18n/config'
import { privacyPath } from '@/i18n/routing'
import { feedAlternates, pathAlternates } from '@/i18n/seo'
import { reachRetention } from '@/server/data/public-content'
import { getTranslator } from '@/server/i18n'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

/** Where the country database comes from (its licence, CC BY 4.0, asks for the credit). */
const countrySource = 'https://github.com/sapics/ip-location-db'

async function load({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return { locale: locale as LocaleCode, t: await getTranslator(locale) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, t } = await load(props)
  return {
    metadataBase: new URL(siteConfig.url),
    title: `${t('privacy.title')} | ${t('siteName')}`,
    description: t('privacy.description'),
    // The canonical address is the one asked (a Link header from the proxy).
    alternates: { languages: pathAlternates(privacyPath), types: feedAlternates(locale, t) },
  }
}

/** A titled part of the page. */
function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  )
}

function List({ items }: { items: string[] }) {
  return (
    <ul className="mt-3 list-disc space-y-2 ps-6 marker:text-brand-700 dark:marker:text-brand-100">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

export default async function PrivacyPage(props: Props) {
  const { t } = await load(props)
  const retention = await reachRetention()
  const counted = ['day', 'page', 'language', 'country', 'device', 'referrer'] as const
  const notDone = ['cookies', 'script', 'addresses', 'services', 'tracking', 'sharing', 'totals'] as const
  const notCounted = ['gpc', 'bots', 'prefetch', 'backOffice'] as const
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-12 leading-relaxed outline-none">
      <h1 className="text-3xl font-bold sm:text-4xl">{t('privacy.title')}</h1>
      <p className="mt-4 text-lg">{t('privacy.intro')}</p>

      <Part id="privacy-counted" title={t('privacy.counted.heading')}>
        <p className="mt-3">{t('privacy.counted.intro')}</p>
        <List items={counted.map((key) => t(`privacy.counted.${key}`))} />
        <p className="mt-3">{t('privacy.counted.searches')}</p>
        <p className="mt-3 text-sm text-[var(--muted)]">
          {t('privacy.counted.source')}{' '}
          <a href={countrySource} dir="ltr" className="underline underline-offset-2">
            {countrySource.replace(/^https:\/\//, '')}
          </a>
        </p>
      </Part>

      <Part id="privacy-visitors" title={t('privacy.visitors.heading')}>
        <p className="mt-3">{t('privacy.visitors.hash')}</p>
        <p className="mt-3">{t('privacy.visitors.forgotten')}</p>
        <p className="mt-3 font-medium">{t('privacy.visitors.meaning')}</p>
      </Part>

      <Part id="privacy-not-done" title={t('privacy.notDone.heading')}>
        <List items={notDone.map((key) => t(`privacy.notDone.${key}`))} />
      </Part>

      <Part id="privacy-not-counted" title={t('privacy.notCounted.heading')}>
        <List items={notCounted.map((key) => t(`privacy.notCounted.${key}`))} />
      </Part>

      <Part id="privacy-kept" title={t('privacy.kept.heading')}>
        <p className="mt-3">{t(`privacy.kept.${retention.unit}`, { count: retention.count })}</p>
      </Part>

      <Part id="privacy-cookies" title={t('privacy.cookies.heading')}>
        <p className="mt-3">{t('privacy.cookies.language')}</p>
        <p className="mt-3">{t('privacy.cookies.storage')}</p>
      </Part>

      <Part id="privacy-forms" title={t('privacy.forms.heading')}>
        <p className="mt-3">{t('privacy.forms.body')}</p>
      </Part>

      <Part id="privacy-questions" title={t('privacy.questions.heading')}>
        <p className="mt-3">
          {t('privacy.questions.body')}{' '}
          {/* The home page in the language the visitor reads (their cookie or browser), no ?lang=. */}
          <Link href="/#get-in-touch" prefetch={false} className="font-medium underline underline-offset-2">
            {t('privacy.questions.link')}
          </Link>
        </p>
      </Part>
    </main>
  )
}
