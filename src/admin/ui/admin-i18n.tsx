'use client'

import { createInstance, type i18n as I18n } from 'i18next'
import { useState, type ReactNode } from 'react'
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next'
import type { LocaleCode } from '@/i18n/config'
import enAdmin from '@/i18n/messages/en/admin.json'
import { validationKeyOf } from '@/i18n/validation-keys'

export type AdminMessages = typeof enAdmin

/** The back office's strings in the panel's language (the administrator's choice in Payload). */
export function AdminI18n({ locale, messages, children }: { locale: LocaleCode; messages: AdminMessages; children: ReactNode }) {
  const [i18n] = useState<I18n>(() => {
    const instance = createInstance()
    void instance.use(initReactI18next).init({
      lng: locale,
      fallbackLng: 'en',
      ns: ['admin'],
      defaultNS: 'admin',
      resources: { [locale]: { admin: messages }, ...(locale === 'en' ? {} : { en: { admin: enAdmin } }) },
      interpolation: { escapeValue: false },
      initAsync: false,
    })
    return instance
  })
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
}

/** `t` for the back office, and `error(message)`: a schema's or the server's message in the panel's language when known. */
export function useAdminT() {
  const { t, i18n } = useTranslation('admin')
  const error = (message: string | undefined) => {
    if (!message) return undefined
    const key = validationKeyOf(message)
    return key ? t(`validation.${key}`) : message
  }
  return { t, error, i18n }
}
