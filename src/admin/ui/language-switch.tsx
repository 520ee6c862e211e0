'use client'

import { locales, type LocaleCode } from '@/i18n/config'
import { useAdminT } from './admin-i18n'

/**
 * Which language the form's translatable fields show. English is required; the others may stay
 * empty and the site then shows English (docs/decisions/002). A check marks a language with text.
 */
export function LanguageSwitch({
  value,
  onChange,
  filled,
}: {
  value: LocaleCode
  onChange: (code: LocaleCode) => void
  filled: (code: LocaleCode) => boolean
}) {
  const { t } = useAdminT()
  return (
    <div role="group" aria-label={t('common.languageGroup')} className="bo-languages">
      {locales.map((locale) => (
        <button
          key={locale.code}
          type="button"
          lang={locale.code}
          aria-pressed={locale.code === value}
          onClick={() => onChange(locale.code)}
          className={`btn btn--size-small btn--style-${locale.code === value ? 'primary' : 'secondary'} btn--withoutPopup`}
        >
          {locale.name}
          {filled(locale.code) && (
            <>
              <span aria-hidden="true"> ✓</span>
              <span className="bo-sr-only"> {t('common.hasText')}</span>
            </>
          )}
        </button>
      ))}
    </div>
  )
}
