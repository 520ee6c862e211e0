'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from '@/schemas/zod'
import type { PhotoCategory } from '@/content/site-structure'
import { photoSchema, type PhotoRecord } from '@/schemas/photo'
import { adminApi, AdminApiError, failureToast } from '../ui/admin-api'
import { translatedResolver } from '@/components/forms/translated-resolver'
import { useAdminT } from '../ui/admin-i18n'
import { DisclosureButton } from '../ui/disclosure-button'
import { AdminField } from '../ui/field'
import { DraftBadge, FormActions, ItemActions, LoadFailure, previewHref } from '../ui/form-parts'
import { ImagePicker } from '../ui/image-picker'
import { AdminPager } from '../ui/pager'

// The empty choice ("Choose a category") gets the spec's message too.
const formSchema = photoSchema.extend({
  category: z.union([z.literal(''), photoSchema.shape.category]).pipe(photoSchema.shape.category),
})
type Values = z.input<typeof formSchema>
type Checked = z.output<typeof formSchema>
const blank: Values = { title: '', category: '', description: '', alt: '', isActive: true }

/** Lists the gallery's photos (filterable by category) and adds or deletes one; the add form stays collapsed until asked for. */
export function PhotoManager({
  photos,
  meta,
  category,
  categories,
}: {
  /** One page of the photos (of `category` when given). */
  photos: PhotoRecord[] | null
  meta?: { total: number; page: number; pages: number }
  category?: PhotoCategory
  categories: { id: PhotoCategory; name: string }[]
}) {
  const router = useRouter()
  const { t, translate } = useAdminT()
  const ids = useId()
  const [open, setOpen] = useState(false)
  const [filter, setFilter] = useState<PhotoCategory | ''>(category ?? '')
  const [image, setImage] = useState<File | null>(null)
  const [imageError, setImageError] = useState<string | undefined>()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Checked>({
    resolver: translatedResolver(formSchema, translate),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: blank,
  })
  const nameOf = (id: PhotoCategory) => categories.find((c) => c.id === id)?.name ?? id

  const close = () => {
    reset(blank)
    setImage(null)
    setImageError(undefined)
    setOpen(false)
  }

  /** Uploads the photo: published, or as a draft the gallery does not show yet. */
  const save = (asDraft: boolean) => async (values: Checked) => {
    if (!image) return setImageError(t('validation.imageRequired'))
    const body = new FormData()
    for (const [key, value] of Object.entries(values)) body.append(key, String(value))
    body.append('image', image)
    try {
      await adminApi(`/api/photos${asDraft ? '?draft=true' : ''}`, { method: 'POST', body })
      toast.success(asDraft ? t('common.draftSaved') : t('photos.added'))
      close()
      router.refresh()
    } catch (error) {
      if (error instanceof AdminApiError) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field === 'image') setImageError(message)
          else if (field in blank) setError(field as keyof Values, { message })
        }
        // The file itself was refused: too large, or not an image.
        if (error.code === 'payload_too_large' || error.code === 'unsupported_media_type')
          return void toast.error(...failureToast(error, t('photos.uploadFailed')))
      }
      toast.error(...failureToast(error, t('photos.addFailed')))
    }
  }
  const onInvalid = () => {
    if (!image) setImageError(t('validation.imageRequired'))
  }

  /** Publishes a draft photo as it was saved: the gallery shows it. */
  const publish = async (photo: PhotoRecord) => {
    try {
      await adminApi(`/api/photos/${photo.id}`, { method: 'PATCH', body: {} })
      toast.success(t('photos.published'))
      router.refresh()
    } catch (error) {
      toast.error(...failureToast(error, t('common.errorOccurred')))
    }
  }

  const remove = async (photo: PhotoRecord) => {
    if (!window.confirm(t('photos.confirmDelete', { title: photo.title }))) return
    try {
      await adminApi(`/api/photos/${photo.id}`, { method: 'DELETE' })
      toast.success(t('photos.deleted'))
      router.refresh()
    } catch (error) {
      toast.error(...failureToast(error, t('photos.deleteFailed')))
    }
  }

  const shown = photos ?? []
  const pageHref = (page: number) =>
    `/admin/photo-manager?${new URLSearchParams({ ...(category ? { category } : {}), page: String(page) })}`
  /** The category filter is in the address, like the page: the server lists that category's photos. */
  const showCategory = (value: PhotoCategory | '') => {
    setFilter(value)
    router.push(value ? `/admin/photo-manager?category=${value}` : '/admin/photo-manager')
  }

  return (
    <div className="bo-page">
      <h1>{t('photos.title')}</h1>
      <div>
        <DisclosureButton open={open} controls={`${ids}-form`} onToggle={() => (open ? close() : setOpen(true))}>
          {open ? t('common.close') : t('photos.open')}
        </DisclosureButton>
      </div>
      {open && (
        <form
          id={`${ids}-form`}
          className="bo-form bo-fieldset"
          noValidate
          onSubmit={handleSubmit(save(false), onInvalid)}
          aria-label={t('photos.formLabel')}
        >
          <div className="bo-row">
            <AdminField label={t('photos.photoTitle')} required error={errors.title?.message}>
              {(c) => <input {...c} type="text" maxLength={300} {...register('title')} />}
            </AdminField>
            <AdminField label={t('photos.category')} required error={errors.category?.message}>
              {(c) => (
                <select {...c} {...register('category')}>
                  <option value="">{t('photos.chooseCategory')}</option>
                  {categories.map((cat) => (
                    <option key={cat.id} value={cat.id}>
                      {cat.name}
                    </option>
                  ))}
                </select>
              )}
            </AdminField>
          </div>
          <AdminField label={t('photos.description')} error={errors.description?.message}>
            {(c) => <textarea {...c} rows={3} {...register('description')} />}
          </AdminField>
          <AdminField label={t('photos.alt')} error={errors.alt?.message} hint={t('photos.altHint')}>
            {(c) => <input {...c} type="text" maxLength={300} {...register('alt')} />}
          </AdminField>
          <div className="bo-field bo-field--checkbox">
            <label>
              <input type="checkbox" {...register('isActive')} /> {t('photos.activeInGallery')}
            </label>
          </div>
          <ImagePicker
            label={t('photos.image')}
            required
            error={imageError}
            onChange={(file) => {
              setImage(file)
              setImageError(undefined)
            }}
          />
          <p className="bo-muted">{t('common.draftHint')}</p>
          <FormActions
            busy={isSubmitting}
            label={t('photos.add')}
            busyLabel={t('photos.adding')}
            cancel={close}
            onDraft={handleSubmit(save(true), onInvalid)}
          />
        </form>
      )}

      <div className="bo-row">
        <div className="bo-field">
          <label htmlFor={`${ids}-filter`} className="bo-field__label">
            {t('photos.filter')}
          </label>
          <select
            id={`${ids}-filter`}
            value={filter}
            onChange={(e) => showCategory(e.target.value as PhotoCategory | '')}
          >
            <option value="">{t('photos.allCategories')}</option>
            {categories.map((cat) => (
              <option key={cat.id} value={cat.id}>
                {cat.name}
              </option>
            ))}
          </select>
        </div>
      </div>

      {photos === null ? (
        <LoadFailure message={t('photos.loadFailed')} />
      ) : (
        // A scrolling list: focusable so that keyboard users can scroll it too.
        <div
          className="bo-scroll"
          role="region"
          aria-label={t('photos.list', { count: meta?.total ?? shown.length })}
          tabIndex={0}
        >
          {shown.length === 0 ? (
            <p className="bo-muted">{t('photos.none')}</p>
          ) : (
            <ul className="bo-list">
              {shown.map((p) => (
                <li key={p.id} className="bo-card">
                  <div className="bo-card__main">
                    {p.thumbnailUrl ? (
                      // eslint-disable-next-line @next/next/no-img-element -- an uploaded WebP thumbnail already
                      <img
                        src={p.thumbnailUrl}
                        alt=""
                        width={64}
                        height={64}
                        className="bo-thumb"
                        style={{ width: 64, height: 64 }}
                        loading="lazy"
                      />
                    ) : (
                      <span className="bo-thumb bo-thumb--empty" aria-hidden="true" />
                    )}
                    <div>
                      <strong>{p.title}</strong>
                      {!p.isActive && <span className="bo-badge">{t('common.inactive')}</span>}
                      <DraftBadge state={p.draft} />
                      <div className="bo-muted">{nameOf(p.category)}</div>
                    </div>
                  </div>
                  <div className="bo-card__actions">
                    {p.draft && (
                      <Button
                        buttonStyle="secondary"
                        size="small"
                        margin={false}
                        onClick={() => publish(p)}
                        aria-label={t('photos.publishNamed', { title: p.title })}
                      >
                        {t('photos.publish')}
                      </Button>
                    )}
                    <ItemActions
                      name={p.title}
                      history={p.history}
                      preview={p.draft ? previewHref('photos', p.id) : undefined}
                      onDelete={() => remove(p)}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {meta && <AdminPager page={meta.page} pages={meta.pages} href={pageHref} />}
    </div>
  )
}
