'use client'

import { Button } from '@payloadcms/ui'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import type { LocaleCode } from '@/i18n/config'
import { editableEditionStatuses, type PublicEdition } from '@/schemas/newsletter-edition'
import { adminApi } from '../ui/admin-api'
import { useAdminT } from '../ui/admin-i18n'
import { LoadFailure } from '../ui/form-parts'
import { EditionForm } from './edition-form'
import { StatusBadge } from './edition-parts'
import { loadEditionValues } from './edition-values'
import { MailPreview } from './mail-preview'
import { SendPanel } from './send-panel'

/** The query of an edition as the contract shows it in English: its status, schedule and figures. */
export const editionKey = (id: number) => ['newsletter', id] as const

/**
 * One edition: its form while it may change (a draft or scheduled), its preview, test and sending;
 * once sending, sent or cancelled, what went out and its figures, read only.
 */
export function EditionPanel({
  id,
  timeZone,
  onCreated,
  onChanged,
  onClose,
}: {
  id: number | null
  timeZone: string
  onCreated: (id: number) => void
  onChanged: () => void
  onClose: () => void
}) {
  const { t } = useAdminT()
  const ids = useId()
  const queryClient = useQueryClient()
  const [language, setLanguage] = useState<LocaleCode>('en')
  const [dirty, setDirty] = useState(false)
  const status = useQuery({
    queryKey: id ? editionKey(id) : ['newsletter', 'new'],
    queryFn: () => adminApi<PublicEdition>(`/api/newsletters/${id}?locale=en`),
    enabled: id !== null,
    // While it is being sent, its figures every two seconds.
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? 2000 : false),
    staleTime: 0,
  })
  const edition = status.data
  const editable = !id || (edition && (editableEditionStatuses as readonly string[]).includes(edition.status))
  const values = useQuery({
    queryKey: ['newsletter-values', id, edition?.updatedAt],
    queryFn: () => loadEditionValues(id!),
    enabled: Boolean(id && edition && editable),
    // The form stays on screen while a save's values are read back.
    placeholderData: keepPreviousData,
  })

  const changed = (next: PublicEdition) => {
    queryClient.setQueryData(editionKey(next.id), next)
    onChanged()
  }
  /** Saved in several languages: the last answer is in the last one, so English is read again. */
  const saved = async () => {
    await status.refetch()
    onChanged()
  }

  // A sending that ends (or any change of status) shows in the list too.
  const lastStatus = useRef(edition?.status)
  useEffect(() => {
    if (lastStatus.current && edition?.status && lastStatus.current !== edition.status) onChanged()
    lastStatus.current = edition?.status
  }, [edition?.status, onChanged])

  const heading = !id
    ? t('newsletters.newEdition')
    : editable
      ? t('newsletters.editTitle')
      : t('newsletters.editionOf', { subject: edition?.subject ?? '' })

  return (
    <section className="bo-fieldset nl-panel" aria-labelledby={`${ids}-title`}>
      <div className="nl-panel__head">
        <h2 id={`${ids}-title`} tabIndex={-1}>
          {heading}
        </h2>
        {edition && <StatusBadge status={edition.status} />}
        <Button buttonStyle="secondary" size="small" margin={false} onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
      {status.isError || values.isError ? (
        <LoadFailure message={t('newsletters.loadEditionFailed')} />
      ) : !id ? (
        <EditionForm
          id={null}
          language={language}
          onLanguage={setLanguage}
          onDirty={setDirty}
          onSaved={(saved) => onCreated(saved.id)}
        />
      ) : !edition || (editable && !values.data) ? (
        <p className="bo-muted" role="status">
          {t('newsletters.loading')}
        </p>
      ) : (
        <>
          {editable && values.data && (
            <EditionForm
              key={values.data.edition.updatedAt}
              id={id}
              initial={values.data.values}
              language={language}
              onLanguage={setLanguage}
              onDirty={setDirty}
              onSaved={saved}
            />
          )}
          {!editable && <p className="bo-muted">{t('newsletters.readOnly')}</p>}
          <MailPreview id={id} updatedAt={edition.updatedAt} language={language} onLanguage={setLanguage} />
          <SendPanel edition={edition} timeZone={timeZone} unsaved={dirty} onChanged={changed} />
        </>
      )}
    </section>
  )
}
