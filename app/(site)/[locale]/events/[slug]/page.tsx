// An event's page, /events/<slug> in the visitor's language (the proxy rewrites it here), with its
// registration. Rendered on each request (places left change, and made-up slugs never fill the
// page cache); its data is cached by tag, so a save or a registration shows at once.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { EventView } from '@/components/events/event-view'
import { JsonLd } from '@/components/site/json-ld'
import { siteConfig } from '@/content/site-config'
import { isLocale, type LocaleCode } from '@/i18n/config'
import { excerpt, feedAlternates, pathAlternates } from '@/i18n/seo'
import { eventPage } from '@/server/data/public-content'
import { getTranslator } from '@/server/i18n'
import { eventLd } from '@/server/structured-data'

type Props = { params: Promise<{ locale: string; slug: string }> }

export const dynamic = 'force-dynamic'

async function load({ params }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  const event = await eventPage(locale, slug)
  if (!event) notFound()
  return { locale: locale as LocaleCode, event, t: await getTranslator(locale) }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, event, t } = await load(props)
  const languages = pathAlternates(event.url)
  const title = `${event.title} | ${t('siteName')}`
  const description = excerpt(event.summary || event.description || t('meta.description'))
  return {
    metadataBase: new URL(siteConfig.url),
    title,
    description,
    alternates: { languages, types: feedAlternates(locale, t) },
    openGraph: {
      type: 'website',
      url: languages[locale],
      title,
      description,
      siteName: t('siteName'),
      images: [{ url: '/og-image.png', width: 1200, height: 630, alt: t('siteName') }],
    },
  }
}

export default async function EventPage(props: Props) {
  const { locale, event, t } = await load(props)
  return (
    <main id="main" tabIndex={-1} data-tab="about" data-section="events" className="outline-none">
      <EventView event={event} locale={locale} t={t} />
      <JsonLd data={eventLd(event, { locale })} />
    </main>
  )
}
