import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type React from 'react'
import { ThemeProvider } from '@/components/theme/theme-provider'
import { directionOf, isLocale, localeCodes } from '@/i18n/config'
import { getTranslator } from '@/i18n/server'
import './globals.css'

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

export const generateStaticParams = () => localeCodes.map((locale) => ({ locale }))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslator(locale)
  return { title: t('meta.title'), description: t('meta.description') }
}

/** The public site's shell, one per language: lang and dir are right on the first byte. */
export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return (
    <html lang={locale} dir={directionOf(locale)} suppressHydrationWarning>
      <body className="min-h-screen antialiased">
        <ThemeProvider>{children}</ThemeProvider>
      </body>
    </html>
  )
}
