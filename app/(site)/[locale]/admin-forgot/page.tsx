// /admin-forgot - asks for the e-mail address of an administrator account and sends it a reset link, in the visitor's language.
import type { Metadata } from 'next'
import Link from 'next/link'
import { ForgotPasswordForm } from '@/components/admin-login/forgot-password-form'
import { isLocale } from '@/i18n/config'
import { messages } from '@/i18n/messages'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const m = messages[isLocale(locale) ? locale : 'en']
  return { title: `${m.mail.forgot.title} | ${m.common.siteName}`, robots: { index: false, follow: false } }
}

export default async function AdminForgotPage({ params }: Props) {
  const { locale: raw } = await params
  const locale = isLocale(raw) ? raw : 'en'
  const m = messages[locale]
  const forgot = m.mail.forgot
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-md px-4 py-16 outline-none">
      <h1 className="text-3xl font-bold">{forgot.title}</h1>
      <p className="mt-3 mb-8">{forgot.intro}</p>
      <ForgotPasswordForm
        locale={locale}
        strings={{
          email: forgot.email,
          submit: forgot.submit,
          submitting: forgot.submitting,
          sent: forgot.sent,
          failure: forgot.failure,
          tooMany: forgot.tooMany,
          invalidEmail: m.forms.errors.email,
        }}
      />
      <p className="mt-8">
        <Link
          className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100"
          href="/admin-login"
        >
          {forgot.backToLogin}
        </Link>
      </p>
    </main>
  )
}
