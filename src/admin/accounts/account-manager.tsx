'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { adminRoles } from '@/content/site-structure'
import { adminAccountFormSchema, type AdminAccountInput } from '@/schemas/admin-account'
import type { PublicAdminUser as Account } from '@/schemas/admin-user'
import type { z } from '@/schemas/zod'
import { adminApi, AdminApiError, failureMessage } from '../ui/admin-api'
import { translatedResolver } from '@/components/forms/translated-resolver'
import { useAdminT } from '../ui/admin-i18n'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { DisclosureButton } from '../ui/disclosure-button'
import { AdminField } from '../ui/field'
import { FormActions, LoadFailure } from '../ui/form-parts'

const blank: AdminAccountInput = { username: '', email: '', firstName: '', lastName: '', role: 'admin', password: '' }

/**
 * Lists the administrator accounts with whether each uses two-step login; creates one (the form
 * stays collapsed until asked for), deletes one, or removes another account's two-step login
 * (it lost its phone and its recovery codes).
 */
export function AccountManager({ accounts, currentId }: { accounts: Account[] | null; currentId: number }) {
  const router = useRouter()
  const { t, i18n, translate, answered } = useAdminT()
  const roleName = (role: string) => (role === 'admin' ? t('accounts.roleAdmin') : role)
  const formatDate = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  const formId = useId()
  const [open, setOpen] = useState(false)
  // The account whose two-step login is about to be removed (the dialog is open while set).
  const [resetting, setResetting] = useState<Account | null>(null)
  const [resetBusy, setResetBusy] = useState(false)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof adminAccountFormSchema>, unknown, AdminAccountInput>({
    resolver: translatedResolver(adminAccountFormSchema, translate),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: blank,
  })

  const close = () => {
    reset(blank)
    setOpen(false)
  }

  const onSubmit = async (values: AdminAccountInput) => {
    try {
      // The server keeps usernames in lower case: say the name the account will log in with.
      const created = await adminApi<{ username: string }>('/api/users', { method: 'POST', body: values })
      toast.success(t('accounts.created', { username: created.username }))
      close()
      router.refresh()
    } catch (error) {
      if (error instanceof AdminApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          // The common-password rule is checked on the server only (its list stays there).
          if (field in blank) setError(field as keyof AdminAccountInput, { message: answered(message) })
        }
      }
      toast.error(failureMessage(error, t('accounts.createFailed')))
    }
  }

  const remove = async (account: Account) => {
    if (!window.confirm(t('accounts.confirmDelete', { username: account.username }))) return
    try {
      await adminApi(`/api/users/${account.id}`, { method: 'DELETE' })
      toast.success(t('accounts.deleted', { username: account.username }))
      router.refresh()
    } catch (error) {
      toast.error(failureMessage(error, t('accounts.deleteFailed')))
    }
  }

  const removeTwoStep = async () => {
    if (!resetting) return
    setResetBusy(true)
    try {
      await adminApi(`/api/users/${resetting.id}/two-step`, { method: 'DELETE' })
      toast.success(t('accounts.twoStepRemoved', { username: resetting.username }))
      setResetting(null)
      router.refresh()
    } catch (error) {
      toast.error(failureMessage(error, t('accounts.removeTwoStepFailed')))
    } finally {
      setResetBusy(false)
    }
  }

  return (
    // Wider than a form's page: the table has seven columns.
    <div className="bo-page" style={{ maxWidth: '80rem' }}>
      <h1>{t('accounts.title')}</h1>
      <div>
        <DisclosureButton open={open} controls={formId} onToggle={() => (open ? close() : setOpen(true))}>
          {open ? t('common.close') : t('accounts.open')}
        </DisclosureButton>
      </div>
      {open && (
        <form
          id={formId}
          className="bo-form bo-fieldset"
          noValidate
          onSubmit={handleSubmit(onSubmit)}
          aria-label={t('accounts.formLabel')}
        >
          <div className="bo-row">
            <AdminField label={t('accounts.username')} required error={errors.username?.message}>
              {(c) => (
                <input {...c} type="text" dir="ltr" autoComplete="off" maxLength={100} {...register('username')} />
              )}
            </AdminField>
            <AdminField label={t('accounts.email')} error={errors.email?.message}>
              {(c) => <input {...c} type="email" dir="ltr" autoComplete="off" {...register('email')} />}
            </AdminField>
          </div>
          <div className="bo-row">
            <AdminField label={t('accounts.firstName')} error={errors.firstName?.message}>
              {(c) => <input {...c} type="text" autoComplete="off" {...register('firstName')} />}
            </AdminField>
            <AdminField label={t('accounts.lastName')} error={errors.lastName?.message}>
              {(c) => <input {...c} type="text" autoComplete="off" {...register('lastName')} />}
            </AdminField>
          </div>
          <div className="bo-row">
            <AdminField
              label={t('accounts.password')}
              required
              error={errors.password?.message}
              hint={t('accounts.passwordHint')}
            >
              {(c) => <input {...c} type="password" dir="ltr" autoComplete="new-password" {...register('password')} />}
            </AdminField>
            <AdminField label={t('accounts.role')} error={errors.role?.message}>
              {(c) => (
                <select {...c} {...register('role')}>
                  {adminRoles.map((role) => (
                    <option key={role} value={role}>
                      {roleName(role)}
                    </option>
                  ))}
                </select>
              )}
            </AdminField>
          </div>
          <FormActions
            busy={isSubmitting}
            label={t('accounts.create')}
            busyLabel={t('accounts.creating')}
            cancel={close}
          />
        </form>
      )}

      {accounts === null ? (
        <LoadFailure message={t('accounts.loadFailed')} />
      ) : (
        // A wide table scrolls sideways on small screens: focusable, so the keyboard can scroll it.
        <div style={{ overflowX: 'auto' }} role="region" aria-label={t('accounts.table')} tabIndex={0}>
          <table className="bo-table">
            <caption className="bo-sr-only">{t('accounts.table')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('accounts.username')}</th>
                <th scope="col">{t('accounts.email')}</th>
                <th scope="col">{t('accounts.name')}</th>
                <th scope="col">{t('accounts.role')}</th>
                <th scope="col">{t('accounts.twoStep')}</th>
                <th scope="col">{t('accounts.createdAt')}</th>
                <th scope="col">
                  <span className="bo-sr-only">{t('accounts.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((a) => {
                const self = a.id === currentId
                return (
                  <tr key={a.id}>
                    <th scope="row">
                      {a.username}
                      {self && <span className="bo-badge">{t('common.youBadge')}</span>}
                    </th>
                    <td>{a.email ?? '—'}</td>
                    <td>{[a.firstName, a.lastName].filter(Boolean).join(' ') || '—'}</td>
                    <td>{roleName(a.role)}</td>
                    <td>
                      {/* Said in words, not by colour alone. */}
                      <span className={`bo-badge${a.twoStep ? ' bo-badge--on' : ''}`} style={{ marginInlineStart: 0 }}>
                        {a.twoStep ? t('accounts.twoStepOn') : t('accounts.twoStepOff')}
                      </span>
                    </td>
                    <td>
                      <time dateTime={a.createdAt}>{formatDate(a.createdAt)}</time>
                    </td>
                    <td>
                      <div className="bo-actions">
                        {a.twoStep && !self && (
                          <Button
                            buttonStyle="secondary"
                            size="small"
                            margin={false}
                            aria-label={t('accounts.removeTwoStepNamed', { name: a.username })}
                            onClick={() => setResetting(a)}
                          >
                            {t('accounts.removeTwoStep')}
                          </Button>
                        )}
                        <Button
                          buttonStyle="error"
                          size="small"
                          margin={false}
                          disabled={self}
                          tooltip={self ? t('accounts.ownAccount') : undefined}
                          aria-label={
                            self
                              ? t('accounts.deleteOwnLabel', { name: a.username })
                              : t('common.deleteNamed', { name: a.username })
                          }
                          onClick={() => remove(a)}
                        >
                          {t('common.delete')}
                        </Button>
                      </div>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(isOpen) => !isOpen && setResetting(null)}
        title={t('accounts.confirmRemoveTwoStep', { username: resetting?.username ?? '' })}
        confirm={t('accounts.removeTwoStep')}
        dismiss={t('common.cancel')}
        danger
        busy={resetBusy}
        onConfirm={removeTwoStep}
      >
        <p>{t('accounts.removeTwoStepBody')}</p>
      </ConfirmDialog>
    </div>
  )
}
