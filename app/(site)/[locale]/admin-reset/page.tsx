// /admin-reset?token=... - the page the reset mail links to: a new password, in the visitor's language.
import type { Metadata } from 'next'
import { ResetPasswordForm } from '@/components/admin-login/reset-password-form'
import { isLocale } from '@/i18n/config'
import { messages } from '@/i18n/messages'
import { passwordMessages } from '@/schemas/admin-user'
import { invalidResetLink } from '@/schemas/password-reset'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const m = messages[isLocale(locale) ? locale : 'en']
  // `no-referrer` too: the address holds the token.
  return {
    title: `${m.mail.reset.title} | ${m.common.siteName}`,
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  }
}

export default async function AdminResetPage({ params }: Props) {
  const { locale: raw } = await params
  const locale = isLocale(raw) ? raw : 'en'
  const m = messages[locale]
  const reset = m.mail.reset
  const validation = m.admin.validation
  return (
    <main id="main" tabIndex={-1} className="mx-auto max-w-md px-4 py-16 outline-none">
      <h1 className="mb-8 text-3xl font-bold">{reset.title}</h1>
      <ResetPasswordForm
        strings={{
          ...reset,
          tooMany: m.mail.forgot.tooMany,
          passwordMin: validation.passwordMin,
          serverMessages: {
            [passwordMessages.min]: validation.passwordMin,
            [passwordMessages.common]: validation.passwordCommon,
            [passwordMessages.username]: validation.passwordIsUsername,
            [passwordMessages.max]: validation.passwordMax,
            [invalidResetLink]: reset.invalidLink,
          },
        }}
      />
    </main>
  )
}
