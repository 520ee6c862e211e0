'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { adminRoles } from '@/content/site-structure'
import { adminUserSchema, type AdminUserInput } from '@/schemas/admin-user'
import { adminApi, AdminApiError, failureMessage } from '../ui/admin-api'
import { DisclosureButton } from '../ui/disclosure-button'
import { AdminField } from '../ui/field'

export type Account = { id: number; username: string; email: string | null; firstName: string | null; lastName: string | null; role: string; createdAt: string }

const blank: AdminUserInput = { username: '', email: '', firstName: '', lastName: '', role: 'admin', password: '' }
const roleNames: Record<string, string> = { admin: 'Administrator' }
const formatDate = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

/** Lists the administrator accounts; creates one (the form stays collapsed until asked for) or deletes one. */
export function AccountManager({ accounts, currentId }: { accounts: Account[] | null; currentId: number }) {
  const router = useRouter()
  const formId = useId()
  const [open, setOpen] = useState(false)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AdminUserInput>({ resolver: zodResolver(adminUserSchema) as never, mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: blank })

  const close = () => {
    reset(blank)
    setOpen(false)
  }

  const onSubmit = async (values: AdminUserInput) => {
    try {
      await adminApi('/api/users', { method: 'POST', body: values })
      toast.success(`Admin account ${values.username} created`)
      close()
      router.refresh()
    } catch (error) {
      if (error instanceof AdminApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field in blank) setError(field as keyof AdminUserInput, { message })
        }
      }
      toast.error(failureMessage(error, 'Failed to create admin account'))
    }
  }

  const remove = async (account: Account) => {
    if (!window.confirm(`Delete the admin account "${account.username}"? They will no longer be able to log in.`)) return
    try {
      await adminApi(`/api/users/${account.id}`, { method: 'DELETE' })
      toast.success(`Admin account ${account.username} deleted`)
      router.refresh()
    } catch (error) {
      toast.error(failureMessage(error, 'Failed to delete admin account'))
    }
  }

  return (
    <div className="bo-page">
      <h1>Manage Admin Accounts</h1>
      <div>
        <DisclosureButton open={open} controls={formId} onToggle={() => (open ? close() : setOpen(true))}>
          {open ? 'Close' : 'Create Admin Account'}
        </DisclosureButton>
      </div>
      {open && (
        <form id={formId} className="bo-form bo-fieldset" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="New admin account">
          <div className="bo-row">
            <AdminField label="Username" required error={errors.username?.message}>
              {(c) => <input {...c} type="text" dir="ltr" autoComplete="off" maxLength={100} {...register('username')} />}
            </AdminField>
            <AdminField label="E-mail" error={errors.email?.message}>
              {(c) => <input {...c} type="email" dir="ltr" autoComplete="off" {...register('email')} />}
            </AdminField>
          </div>
          <div className="bo-row">
            <AdminField label="First name" error={errors.firstName?.message}>
              {(c) => <input {...c} type="text" autoComplete="off" {...register('firstName')} />}
            </AdminField>
            <AdminField label="Last name" error={errors.lastName?.message}>
              {(c) => <input {...c} type="text" autoComplete="off" {...register('lastName')} />}
            </AdminField>
          </div>
          <div className="bo-row">
            <AdminField label="Password" required error={errors.password?.message} hint="At least 6 characters.">
              {(c) => <input {...c} type="password" dir="ltr" autoComplete="new-password" {...register('password')} />}
            </AdminField>
            <AdminField label="Role" error={errors.role?.message}>
              {(c) => (
                <select {...c} {...register('role')}>
                  {adminRoles.map((role) => (
                    <option key={role} value={role}>
                      {roleNames[role] ?? role}
                    </option>
                  ))}
                </select>
              )}
            </AdminField>
          </div>
          <div className="bo-actions">
            <Button type="submit" disabled={isSubmitting} margin={false}>
              {isSubmitting ? 'Creating...' : 'Create Account'}
            </Button>
            <Button type="button" buttonStyle="secondary" margin={false} onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      )}

      {accounts === null ? (
        <p role="alert" className="bo-field__error">
          Failed to load admin accounts
        </p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table className="bo-table">
            <caption className="bo-sr-only">Admin accounts</caption>
            <thead>
              <tr>
                <th scope="col">Username</th>
                <th scope="col">E-mail</th>
                <th scope="col">Name</th>
                <th scope="col">Role</th>
                <th scope="col">Created</th>
                <th scope="col">
                  <span className="bo-sr-only">Actions</span>
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
                      {self && <span className="bo-badge">You</span>}
                    </th>
                    <td>{a.email ?? '—'}</td>
                    <td>{[a.firstName, a.lastName].filter(Boolean).join(' ') || '—'}</td>
                    <td>{roleNames[a.role] ?? a.role}</td>
                    <td>
                      <time dateTime={a.createdAt}>{formatDate(a.createdAt)}</time>
                    </td>
                    <td>
                      <Button
                        buttonStyle="error"
                        size="small"
                        margin={false}
                        disabled={self}
                        tooltip={self ? 'You cannot delete your own account.' : undefined}
                        aria-label={self ? `Delete ${a.username} (you cannot delete your own account)` : `Delete ${a.username}`}
                        onClick={() => remove(a)}
                      >
                        Delete
                      </Button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
