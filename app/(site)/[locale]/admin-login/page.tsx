// /admin-login - the back office's login screen, a site page in the visitor's language.
import type { Metadata } from 'next'
import Link from 'next/link'
import { AdminLoginForm, type AdminLoginStrings, type TwoStepStrings } from '@/components/admin-login/admin-login-form'
import { isLocale } from '@/i18n/config'
import { getTranslator } from '@/server/i18n'

type Props = { params: Promise<{ locale: string }> }

// Rendered per request: a small page, and a build must not need the database that the
// site's header reads.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslator(isLocale(locale) ? locale : 'en')
  return { title: `${t('forms:login.title')} | ${t('siteName')}`, robots: { index: false, follow: false } }
}

export default async function AdminLoginPage({ params }: Props) {
  const { locale: asked } = await params
  const locale = isLocale(asked) ? asked : 'en'
  const t = await getTranslator(locale)
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-md px-4 py-16 outline-none">
      <h1 className="text-3xl font-bold">{t('forms:login.title')}</h1>
      <p
        role="note"
        className="mt-3 mb-8 rounded-md bg-brand-50 p-4 text-brand-800 dark:bg-brand-800/40 dark:text-brand-50"
      >
        {t('forms:login.notice')}
      </p>
      <AdminLoginForm
        strings={t('forms:login', { returnObjects: true }) as AdminLoginStrings}
        twoStep={t('forms:twoStep', { returnObjects: true }) as TwoStepStrings}
        locale={locale}
      />
      <p className="mt-6">
        <Link
          className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100"
          href="/admin-forgot"
        >
          {t('mail:forgot.link')}
        </Link>
      </p>
    </main>
  )
}
