'use client'

import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { locales, type LocaleCode } from '@/i18n/config'
import type { EditionMailPreview } from '@/schemas/newsletter-edition'
import { adminApi } from '../ui/admin-api'
import { useAdminT } from '../ui/admin-i18n'
import { DisclosureButton } from '../ui/disclosure-button'
import { AdminField } from '../ui/field'

/** The widths a preview is shown at: a phone's and a desktop mail program's. */
const widths = { phone: 375, desktop: 700 } as const
type Width = keyof typeof widths

/**
 * The saved edition's e-mail in one language as its subscribers get it (English where that
 * language has none), at a phone's or a desktop's width, in a sandboxed frame: no script runs
 * and nothing in it can reach the panel.
 */
export function MailPreview({
  id,
  updatedAt,
  language,
  onLanguage,
}: {
  id: number
  updatedAt: string
  language: LocaleCode
  onLanguage: (code: LocaleCode) => void
}) {
  const { t } = useAdminT()
  const ids = useId()
  const [width, setWidth] = useState<Width>('phone')
  // Shown on demand: the e-mail is rendered by the server for each language and change.
  const [open, setOpen] = useState(false)
  const preview = useQuery({
    queryKey: ['newsletter-preview', id, language, updatedAt],
    queryFn: () => adminApi<EditionMailPreview>(`/api/newsletters/${id}/preview?locale=${language}`),
    enabled: open,
  })
  const name = (code: LocaleCode) => locales.find((l) => l.code === code)!.name
  const widthName = t(`newsletters.${width}`, { width: widths[width] })
  return (
    <div className="bo-fieldset">
      <div>
        <DisclosureButton open={open} controls={`${ids}-preview`} onToggle={() => setOpen(!open)}>
          {t('newsletters.previewTitle')}
        </DisclosureButton>
      </div>
      <p className="bo-muted">{t('newsletters.previewHint')}</p>
      {open && (
        <div id={`${ids}-preview`} className="nl-form">
          <div className="bo-row">
            <AdminField label={t('newsletters.previewLanguage')}>
              {(c) => (
                <select {...c} value={language} onChange={(e) => onLanguage(e.target.value as LocaleCode)}>
                  {locales.map((l) => (
                    <option key={l.code} value={l.code} lang={l.code}>
                      {l.name}
                    </option>
                  ))}
                </select>
              )}
            </AdminField>
            <div role="group" aria-label={t('newsletters.previewWidth')} className="bo-actions nl-widths">
              {(Object.keys(widths) as Width[]).map((w) => (
                <button
                  key={w}
                  type="button"
                  aria-pressed={w === width}
                  onClick={() => setWidth(w)}
                  className={`btn btn--size-small btn--style-${w === width ? 'primary' : 'secondary'} btn--withoutPopup`}
                >
                  {t(`newsletters.${w}`, { width: widths[w] })}
                </button>
              ))}
            </div>
          </div>
          {preview.isError ? (
            <p role="alert" className="bo-field__error">
              {t('newsletters.previewFailed')}
            </p>
          ) : !preview.data ? (
            <p className="bo-muted" role="status">
              {t('newsletters.loading')}
            </p>
          ) : (
            <>
              {preview.data.language !== language && (
                <p className="bo-muted">{t('newsletters.previewInEnglish', { language: name(language) })}</p>
              )}
              <p>
                <strong>{t('newsletters.subject')}:</strong>{' '}
                <span lang={preview.data.language}>{preview.data.subject}</span>
              </p>
              <div className="nl-frame">
                <iframe
                  title={t('newsletters.previewFrame', { language: name(preview.data.language), width: widthName })}
                  srcDoc={preview.data.html}
                  sandbox=""
                  width={widths[width]}
                  height={640}
                  style={{ width: widths[width] }}
                />
              </div>
            </>
          )}
        </div>
      )}
    </div>
  )
}
