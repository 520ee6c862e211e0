'use client'

import { Button } from '@payloadcms/ui'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useAdminT } from './admin-i18n'
import { AdminField } from './field'

/** The display order (SPEC.md section 5: minimum 1) and the active switch, side by side. */
export function OrderAndActive({ order, orderError, active, activeLabel }: { order: UseFormRegisterReturn; orderError?: string; active: UseFormRegisterReturn; activeLabel: string }) {
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

/** A form's submit button (disabled, with its "…ing" label, while sending) and Cancel: a callback or a link. */
export function FormActions({ busy, label, busyLabel, cancel }: { busy: boolean; label: string; busyLabel?: string; cancel: (() => void) | string }) {
  const { t } = useAdminT()
  return (
    <div className="bo-actions">
      <Button type="submit" disabled={busy} margin={false}>
        {busy ? (busyLabel ?? t('common.saving')) : label}
      </Button>
      {typeof cancel === 'string' ? (
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

/** Edit (a callback or a link) and Delete (or Remove) for one item of a list, named after it for screen readers. */
export function ItemActions({ name, onEdit, onDelete, remove }: { name: string; onEdit?: (() => void) | string; onDelete: () => void; remove?: boolean }) {
  const { t } = useAdminT()
  const edit = { buttonStyle: 'secondary', size: 'small', margin: false, 'aria-label': t('common.editNamed', { name }) } as const
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
      <Button buttonStyle="error" size="small" margin={false} onClick={onDelete} aria-label={t(remove ? 'common.removeNamed' : 'common.deleteNamed', { name })}>
        {t(remove ? 'common.remove' : 'common.delete')}
      </Button>
    </div>
  )
}
