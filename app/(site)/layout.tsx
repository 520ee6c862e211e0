import type { Metadata } from 'next'
import type React from 'react'
import { ThemeProvider } from '@/components/theme/theme-provider'
import { directionOf } from '@/i18n/config'
import { getTranslator, resolveLocale } from '@/i18n/server'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslator(await resolveLocale())
  return { title: t('meta.title'), description: t('meta.description') }
}

/** The public site's shell: the visitor's language and direction are right on the first byte. */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const locale = await resolveLocale()
  return (
    <html lang={locale} dir={directionOf(locale)} suppressHydrationWarning>
      <body className="min-h-screen antialiased">
        <ThemeProvider>{children}</ThemeProvider>
      </body>
    </html>
  )
}
