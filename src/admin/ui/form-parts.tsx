'use client'

import { Button } from '@payloadcms/ui'
import type { UseFormRegisterReturn } from 'react-hook-form'
import type { DraftState } from '@/core/drafts'
import type { DraftFormCollection } from '@/schemas/schedule'
import type { LocaleCode } from '@/i18n/config'
import { useAdminT } from './admin-i18n'
import { AdminField } from './field'

/** The display order (at least 1) and the active switch, side by side. */
export function OrderAndActive({
  order,
  orderError,
  active,
  activeLabel,
}: {
  order: UseFormRegisterReturn
  orderError?: string
  active: UseFormRegisterReturn
  activeLabel: string
}) {
  const { t } = useAdminT()
  return (
    <div className="bo-row">
      <AdminField label={t('common.displayOrder')} required error={orderError}>
        {(c) => <input {...c} type="number" min={1} step={1} inputMode="numeric" {...order} />}
      </AdminField>
      <div className="bo-field bo-field--checkbox">
        <label>
          <input type="checkbox" {...active} /> {activeLabel}
        </label>
      </div>
    </div>
  )
}

/**
 * A form's submit button (disabled, with its "…ing" label, while sending), "Save draft" when the
 * record has drafts (`onDraft`: saved, the site keeps showing the published version) and Cancel
 * when there is somewhere to go back to: a callback or a link.
 */
export function FormActions({
  busy,
  label,
  busyLabel,
  cancel,
  onDraft,
}: {
  busy: boolean
  label: string
  busyLabel?: string
  cancel?: (() => void) | string
  onDraft?: () => void
}) {
  const { t } = useAdminT()
  return (
    <div className="bo-actions">
      <Button type="submit" disabled={busy} margin={false}>
        {busy ? (busyLabel ?? t('common.saving')) : label}
      </Button>
      {onDraft && (
        <Button type="button" buttonStyle="secondary" disabled={busy} margin={false} onClick={onDraft}>
          {t('common.saveDraft')}
        </Button>
      )}
      {cancel === undefined ? null : typeof cancel === 'string' ? (
        <Button el="link" url={cancel} buttonStyle="secondary" margin={false}>
          {t('common.cancel')}
        </Button>
      ) : (
        <Button type="button" buttonStyle="secondary" margin={false} onClick={cancel}>
          {t('common.cancel')}
        </Button>
      )}
    </div>
  )
}

/** What a screen says in place of its list when the list could not be loaded. */
export function LoadFailure({ message }: { message: string }) {
  return (
    <p role="alert" className="bo-field__error">
      {message}
    </p>
  )
}

/** On a record's form: what the site shows of it, when that is not what the form shows, and a link to its versions. */
export function DraftNotice({ state, history }: { state?: DraftState; history?: string }) {
  const { t } = useAdminT()
  if (!state && !history) return null
  return (
    <div className="bo-draft-notice">
      {state && <p role="status">{t(state === 'changes' ? 'common.draftNotice' : 'common.unpublishedNotice')}</p>}
      {history && (
        <Button el="link" url={history} buttonStyle="secondary" size="small" margin={false}>
          {t('common.history')}
        </Button>
      )}
    </div>
  )
}

/** Where "Preview" goes: `GET /api/preview`, which turns draft mode on and goes to the record's public page. */
export const previewHref = (collection: DraftFormCollection, id: number, language: LocaleCode = 'en') =>
  `/api/preview?${new URLSearchParams({ collection, id: String(id), locale: language })}`

/**
 * "Preview": the record's public page with its saved drafts, in the language on screen, in a new
 * tab (`GET /api/preview`, draft mode for this administrator).
 */
export function PreviewLink({
  collection,
  id,
  language,
}: {
  collection: DraftFormCollection
  id: number
  language: LocaleCode
}) {
  const { t } = useAdminT()
  const url = previewHref(collection, id, language)
  return (
    <div className="bo-preview">
      <Button el="link" url={url} newTab buttonStyle="secondary" size="small" margin={false}>
        {t('common.preview')}
      </Button>
      <span className="bo-muted">{t('common.previewHint')}</span>
    </div>
  )
}

/** Marks a record whose draft the site does not show: "Draft changes" or "Not published". */
export function DraftBadge({ state }: { state?: DraftState }) {
  const { t } = useAdminT()
  if (!state) return null
  return (
    <span className="bo-badge bo-badge--draft">
      {t(state === 'changes' ? 'common.draftChanges' : 'common.notPublished')}
    </span>
  )
}

/**
 * Edit (a callback or a link), History (its versions, when it keeps them) and Delete (or Remove)
 * for one item of a list, named after it for screen readers.
 */
export function ItemActions({
  name,
  onEdit,
  onDelete,
  remove,
  history,
  preview,
}: {
  name: string
  onEdit?: (() => void) | string
  onDelete: () => void
  remove?: boolean
  history?: string
  /** Its public page with its drafts, in a new tab. */
  preview?: string
}) {
  const { t } = useAdminT()
  const edit = {
    buttonStyle: 'secondary',
    size: 'small',
    margin: false,
    'aria-label': t('common.editNamed', { name }),
  } as const
  return (
    <div className="bo-card__actions">
      {typeof onEdit === 'string' ? (
        <Button el="link" url={onEdit} {...edit}>
          {t('common.edit')}
        </Button>
      ) : (
        onEdit && (
          <Button onClick={onEdit} {...edit}>
            {t('common.edit')}
          </Button>
        )
      )}
      {preview && (
        <Button
          el="link"
          url={preview}
          newTab
          buttonStyle="secondary"
          size="small"
          margin={false}
          aria-label={t('common.previewNamed', { name })}
        >
          {t('common.preview')}
        </Button>
      )}
      {history && (
        <Button
          el="link"
          url={history}
          buttonStyle="secondary"
          size="small"
          margin={false}
          aria-label={t('common.historyNamed', { name })}
        >
          {t('common.history')}
        </Button>
      )}
      <Button
        buttonStyle="error"
        size="small"
        margin={false}
        onClick={onDelete}
        aria-label={t(remove ? 'common.removeNamed' : 'common.deleteNamed', { name })}
      >
        {t(remove ? 'common.remove' : 'common.delete')}
      </Button>
    </div>
  )
}

/**
 * The actions of a record with a public page of its own (a publication, a story, an event): show
 * or hide it on the site, open its page (when the site shows it), then Edit, History and Delete.
 */
export function PageRecordActions({
  record,
  busy,
  onToggle,
  onEdit,
  onDelete,
}: {
  record: { title: string; isActive: boolean; draft?: DraftState; url: string; history?: string }
  busy: boolean
  onToggle: () => void
  onEdit: () => void
  onDelete: () => void
}) {
  const { t } = useAdminT()
  const { title } = record
  return (
    <>
      <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={onToggle}>
        {record.isActive ? t('common.hideFromSite', { title }) : t('common.showOnSite', { title })}
      </Button>
      {record.isActive && !record.draft && (
        <Button el="anchor" url={record.url} newTab buttonStyle="secondary" size="small" margin={false}>
          {t('common.viewPage')}
        </Button>
      )}
      <ItemActions name={title} onEdit={onEdit} history={record.history} onDelete={onDelete} />
    </>
  )
}
