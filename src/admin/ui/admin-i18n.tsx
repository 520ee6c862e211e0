'use client'

import { createInstance, type i18n as I18n } from 'i18next'
import { useState, type ReactNode } from 'react'
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next'
import type { LocaleCode } from '@/i18n/config'
import enAdmin from '@/i18n/messages/en/admin.json'
import enForms from '@/i18n/messages/en/forms.json'
import type { MessageKey } from '@/schemas/messages'

/** The back office's strings, and the shared schemas' messages it shows (`forms:errors.*`). */
export type AdminMessages = { admin: typeof enAdmin; forms: Pick<typeof enForms, 'errors'> }

/** The back office's strings in the panel's language (the administrator's choice in Payload). */
export function AdminI18n({
  locale,
  messages,
  children,
}: {
  locale: LocaleCode
  messages: AdminMessages
  children: ReactNode
}) {
  const [i18n] = useState<I18n>(() => {
    const instance = createInstance()
    void instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: 'en',
      ns: ['admin', 'forms'],
      defaultNS: 'admin',
      resources: {
        [locale]: messages,
        ...(locale === 'en' ? {} : { en: { admin: enAdmin, forms: { errors: enForms.errors } } }),
      },
      interpolation: { escapeValue: false },
      initAsync: false,
    })
    return instance
  })
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
}

/**
 * `t` for the back office, `translate(key)`: a shared schema's message in the panel's language
 * (for `translatedResolver`), and `answered(message)`: a field message the contract answered (the
 * schema's English) in the panel's language, for the rules only the server checks.
 */
export function useAdminT() {
  const { t, i18n } = useTranslation('admin')
  const translate = (key: MessageKey): string | undefined => (i18n.exists(key) ? i18n.t(key) : undefined)
  const answered = (message: string): string => {
    const key = Object.entries(enAdmin.validation).find(([, english]) => english === message)?.[0]
    return (key && translate(`admin:validation.${key}` as MessageKey)) || message
  }
  return { t, translate, answered, i18n }
}
