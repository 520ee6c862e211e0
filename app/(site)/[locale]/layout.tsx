import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type React from 'react'
import { SiteHeader } from '@/components/header/site-header'
import { Footer } from '@/components/site/footer'
import { JsonLd } from '@/components/site/json-ld'
import { ThemeProvider } from '@/components/theme/theme-provider'
import { LogoutNotice } from '@/components/site/logout-notice'
import { PreviewBanner } from '@/components/site/preview-banner'
import { Toaster } from '@/components/ui/toaster'
import { directionOf, isLocale, localeCodes } from '@/i18n/config'
import { feedAlternates } from '@/i18n/seo'
import { getTranslator } from '@/server/i18n'
import { previewingAdmin } from '@/server/preview'
import { organizationLd } from '@/server/structured-data'
import './globals.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

export const generateStaticParams = () => localeCodes.map((locale) => ({ locale }))

/** Defaults for every page of the language (the 404 page among them); pages refine them. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslator(locale)
  return {
    title: t('meta.title'),
    description: t('meta.description'),
    alternates: { types: feedAlternates(locale, t) },
  }
}

/** The public site's shell, one per language: lang and dir are right on the first byte. */
export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  const t = await getTranslator(locale)
  // An administrator previewing drafts (src/server/preview.ts) is told so on every page.
  const previewing = (await previewingAdmin()) !== null
  return (
    <html lang={locale} dir={directionOf(locale)} suppressHydrationWarning>
      <body className="flex min-h-screen flex-col antialiased">
        <ThemeProvider>
          {previewing && <PreviewBanner text={t('preview.banner')} exit={t('preview.exit')} />}
          <SiteHeader locale={locale} />
          <div className="flex-1">{children}</div>
          <Footer t={t} year={new Date().getFullYear()} />
          <JsonLd
            data={organizationLd({
              name: t('siteName'),
              alternateName: t('siteShortName'),
              description: t('meta.description'),
            })}
          />
          <Toaster
            // Radix puts the hotkey's name where {hotkey} stands.
            strings={{
              close: t('toast.close'),
              region: t('toast.region', { hotkey: '{hotkey}' }),
              label: t('toast.label'),
            }}
            swipeDirection={directionOf(locale) === 'rtl' ? 'left' : 'right'}
          />
          <LogoutNotice text={t('toast.loggedOut')} />
        </ThemeProvider>
      </body>
    </html>
  )
}
