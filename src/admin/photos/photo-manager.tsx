'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { photoCategories, type PhotoCategory } from '@/content/site-structure'
import { photoSchema } from '@/schemas/photo'
import { adminApi, AdminApiError, failureMessage } from '../ui/admin-api'
import { DisclosureButton } from '../ui/disclosure-button'
import { AdminField } from '../ui/field'
import { ImagePicker } from '../ui/image-picker'

export type PhotoRecord = { id: number; title: string; description: string; category: PhotoCategory; isActive: boolean; thumbnailUrl: string | null }

// The empty choice ("Choose a category") gets the spec's message too.
const formSchema = photoSchema.extend({ category: z.string().refine((v) => (photoCategories as readonly string[]).includes(v), 'Category is required') })
type Values = { title: string; category: PhotoCategory | ''; description: string; alt: string; isActive: boolean }
const blank: Values = { title: '', category: '', description: '', alt: '', isActive: true }

/** Lists the gallery's photos (filterable by category) and adds or deletes one; the add form stays collapsed until asked for. */
export function PhotoManager({ photos, categories }: { photos: PhotoRecord[] | null; categories: { id: PhotoCategory; name: string }[] }) {
  const router = useRouter()
  const ids = useId()
  const [open, setOpen] = useState(false)
  const [filter, setFilter] = useState<PhotoCategory | ''>('')
  const [image, setImage] = useState<File | null>(null)
  const [imageError, setImageError] = useState<string | undefined>()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(formSchema) as never, mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: blank })
  const nameOf = (id: PhotoCategory) => categories.find((c) => c.id === id)?.name ?? id

  const close = () => {
    reset(blank)
    setImage(null)
    setImageError(undefined)
    setOpen(false)
  }

  const onSubmit = async (values: Values) => {
    if (!image) return setImageError('Image file is required')
    const body = new FormData()
    for (const [key, value] of Object.entries(values)) body.append(key, String(value))
    body.append('image', image)
    try {
      await adminApi('/api/photos', { method: 'POST', body })
      toast.success('Photo added')
      close()
      router.refresh()
    } catch (error) {
      if (error instanceof AdminApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field === 'image') setImageError(message)
          else if (field in blank) setError(field as keyof Values, { message })
        }
        // The file itself was refused: too large, or not an image.
        if (error.status === 413 || error.status === 415) return void toast.error(error.messageOr('Failed to upload photo'))
      }
      toast.error(failureMessage(error, 'Failed to add photo'))
    }
  }
  const onInvalid = () => {
    if (!image) setImageError('Image file is required')
  }

  const remove = async (photo: PhotoRecord) => {
    if (!window.confirm(`Delete the photo "${photo.title}"? It leaves the gallery at once.`)) return
    try {
      await adminApi(`/api/photos/${photo.id}`, { method: 'DELETE' })
      toast.success('Photo deleted')
      router.refresh()
    } catch (error) {
      toast.error(failureMessage(error, 'Failed to delete'))
    }
  }

  const shown = (photos ?? []).filter((p) => !filter || p.category === filter)

  return (
    <div className="bo-page">
      <h1>Manage Gallery Photos</h1>
      <div>
        <DisclosureButton open={open} controls={`${ids}-form`} onToggle={() => (open ? close() : setOpen(true))}>
          {open ? 'Close' : 'Add Photo'}
        </DisclosureButton>
      </div>
      {open && (
        <form id={`${ids}-form`} className="bo-form bo-fieldset" noValidate onSubmit={handleSubmit(onSubmit, onInvalid)} aria-label="New photo">
          <div className="bo-row">
            <AdminField label="Title" required error={errors.title?.message}>
              {(c) => <input {...c} type="text" maxLength={300} {...register('title')} />}
            </AdminField>
            <AdminField label="Category" required error={errors.category?.message}>
              {(c) => (
                <select {...c} {...register('category')}>
                  <option value="">Choose a category</option>
                  {categories.map((cat) => (
                    <option key={cat.id} value={cat.id}>
                      {cat.name}
                    </option>
                  ))}
                </select>
              )}
            </AdminField>
          </div>
          <AdminField label="Description" error={errors.description?.message}>
            {(c) => <textarea {...c} rows={3} {...register('description')} />}
          </AdminField>
          <AdminField label="Alt text" error={errors.alt?.message} hint="What the photo shows, for people who cannot see it. Left empty, the title is used.">
            {(c) => <input {...c} type="text" maxLength={300} {...register('alt')} />}
          </AdminField>
          <div className="bo-field bo-field--checkbox">
            <label>
              <input type="checkbox" {...register('isActive')} /> Active (shown in the gallery)
            </label>
          </div>
          <ImagePicker
            label="Image file"
            required
            error={imageError}
            onChange={(file) => {
              setImage(file)
              setImageError(undefined)
            }}
          />
          <div className="bo-actions">
            <Button type="submit" disabled={isSubmitting} margin={false}>
              {isSubmitting ? 'Adding...' : 'Add Photo'}
            </Button>
            <Button type="button" buttonStyle="secondary" margin={false} onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      )}

      <div className="bo-row">
        <div className="bo-field">
          <label htmlFor={`${ids}-filter`} className="bo-field__label">
            Show category
          </label>
          <select id={`${ids}-filter`} value={filter} onChange={(e) => setFilter(e.target.value as PhotoCategory | '')}>
            <option value="">All categories</option>
            {categories.map((cat) => (
              <option key={cat.id} value={cat.id}>
                {cat.name}
              </option>
            ))}
          </select>
        </div>
      </div>

      {photos === null ? (
        <p role="alert" className="bo-field__error">
          Failed to load photos
        </p>
      ) : (
        // A scrolling list: focusable so that keyboard users can scroll it too.
        <div className="bo-scroll" role="region" aria-label={`Photos (${shown.length})`} tabIndex={0}>
          {shown.length === 0 ? (
            <p className="bo-muted">No photos in this category yet.</p>
          ) : (
            <ul className="bo-list">
              {shown.map((p) => (
                <li key={p.id} className="bo-card">
                  <div className="bo-card__main">
                    {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded WebP thumbnail already */}
                    {p.thumbnailUrl ? <img src={p.thumbnailUrl} alt="" width={64} height={64} className="bo-thumb" style={{ width: 64, height: 64 }} loading="lazy" /> : <span className="bo-thumb bo-thumb--empty" aria-hidden="true" />}
                    <div>
                      <strong>{p.title}</strong>
                      {!p.isActive && <span className="bo-badge">Inactive</span>}
                      <div className="bo-muted">{nameOf(p.category)}</div>
                    </div>
                  </div>
                  <div className="bo-card__actions">
                    <Button buttonStyle="error" size="small" margin={false} onClick={() => remove(p)} aria-label={`Delete ${p.title}`}>
                      Delete
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}
