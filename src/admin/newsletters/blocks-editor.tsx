'use client'

import { Button, toast } from '@payloadcms/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form'
import { directionOf, locales, type LocaleCode } from '@/i18n/config'
import {
  editionBlockTypes,
  featuredCollections,
  type EditionBlockType,
  type FeaturedCollection,
} from '@/schemas/newsletter-edition'
import type { EditionBlockFormValues, EditionFormOutput, EditionFormValues } from '@/schemas/newsletter-edition-form'
import { acceptedImageFormats } from '@/schemas/photo'
import { adminApi, AdminApiError, failureToast } from '../ui/admin-api'
import { useAdminT } from '../ui/admin-i18n'
import { AdminField } from '../ui/field'

const RichTextEditor = dynamic(() => import('../content/rich-text-editor').then((m) => m.RichTextEditor), {
  ssr: false,
  loading: () => <EditorLoading />,
})

function EditorLoading() {
  const { t } = useAdminT()
  return <p className="bo-muted">{t('common.loadingEditor')}</p>
}

type Form = UseFormReturn<EditionFormValues, unknown, EditionFormOutput>

const blockLabel = {
  text: 'newsletters.blockText',
  image: 'newsletters.blockImage',
  button: 'newsletters.blockButton',
  featured: 'newsletters.blockFeatured',
} as const satisfies Record<EditionBlockType, string>

const emptyBlock = (type: EditionBlockType): EditionBlockFormValues => {
  switch (type) {
    case 'text':
      return { type, html: '' }
    case 'image':
      return { type, image: '', alt: '', caption: '' }
    case 'button':
      return { type, label: '', url: '' }
    case 'featured':
      return { type, kind: 'news', id: '' }
  }
}

/** The blocks of one language's edition: added, moved, removed, each with its labelled fields. */
export function BlocksEditor({ form, language }: { form: Form; language: LocaleCode }) {
  const { t } = useAdminT()
  const blocks = useFieldArray({ control: form.control, name: `editions.${language}.body` })
  const languageName = locales.find((l) => l.code === language)!.name
  const bodyError = form.formState.errors.editions?.[language]?.body
  return (
    <fieldset className="bo-fieldset">
      <legend>{t('common.inLanguage', { label: t('newsletters.blocks'), language: languageName })}</legend>
      {blocks.fields.length === 0 && <p className="bo-muted">{t('newsletters.noBlocks')}</p>}
      {bodyError?.message && <p className="bo-field__error">{bodyError.message}</p>}
      {blocks.fields.map((field, index) => (
        <fieldset key={field.id} className="bo-fieldset nl-block">
          <legend>{t('newsletters.blockNumber', { number: index + 1, kind: t(blockLabel[field.type]) })}</legend>
          <BlockFields form={form} language={language} index={index} type={field.type} />
          <div className="bo-actions">
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              disabled={index === 0}
              onClick={() => blocks.move(index, index - 1)}
              aria-label={t('newsletters.moveUpNamed', { number: index + 1 })}
            >
              {t('newsletters.moveUp')}
            </Button>
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              disabled={index === blocks.fields.length - 1}
              onClick={() => blocks.move(index, index + 1)}
              aria-label={t('newsletters.moveDownNamed', { number: index + 1 })}
            >
              {t('newsletters.moveDown')}
            </Button>
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              onClick={() => blocks.remove(index)}
              aria-label={t('common.removeNamed', { name: t('newsletters.blockName', { number: index + 1 }) })}
            >
              {t('common.remove')}
            </Button>
          </div>
        </fieldset>
      ))}
      <div role="group" aria-label={t('newsletters.addBlock')} className="bo-actions">
        <span className="bo-muted" aria-hidden="true">
          {t('newsletters.addBlock')}
        </span>
        {editionBlockTypes.map((type) => (
          <Button
            key={type}
            buttonStyle="secondary"
            size="small"
            margin={false}
            disabled={blocks.fields.length >= 60}
            onClick={() => blocks.append(emptyBlock(type))}
            aria-label={t('newsletters.addNamed', { kind: t(blockLabel[type]) })}
          >
            <span aria-hidden="true">+ </span>
            {t(blockLabel[type])}
          </Button>
        ))}
      </div>
    </fieldset>
  )
}

type Errors = Partial<Record<string, { message?: string }>>

/** One block's fields, by its type. */
function BlockFields({
  form,
  language,
  index,
  type,
}: {
  form: Form
  language: LocaleCode
  index: number
  type: EditionBlockType
}) {
  const { t } = useAdminT()
  const { register, control } = form
  const path = `editions.${language}.body.${index}` as const
  const errors = (form.formState.errors.editions?.[language]?.body?.[index] ?? {}) as Errors
  const dir = directionOf(language)
  switch (type) {
    case 'text':
      return (
        <AdminField label={t('newsletters.text')} error={errors.html?.message}>
          {(c) => (
            <Controller
              control={control}
              name={`${path}.html`}
              render={({ field }) => (
                // Lexical's editable does not take `dir`: the text's direction comes from around it.
                <div dir={dir}>
                  <RichTextEditor
                    id={c.id}
                    labelledBy={c.labelId}
                    describedBy={c['aria-describedby']}
                    invalid={Boolean(c['aria-invalid'])}
                    value={String(field.value ?? '')}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    lang={language}
                    dir={dir}
                  />
                </div>
              )}
            />
          )}
        </AdminField>
      )
    case 'button':
      return (
        <div className="bo-row">
          <AdminField label={t('newsletters.buttonLabel')} required error={errors.label?.message}>
            {(c) => (
              <input {...c} type="text" lang={language} dir={dir} maxLength={80} {...register(`${path}.label`)} />
            )}
          </AdminField>
          <AdminField label={t('newsletters.buttonUrl')} required error={errors.url?.message}>
            {(c) => <input {...c} type="url" dir="ltr" maxLength={2048} {...register(`${path}.url`)} />}
          </AdminField>
        </div>
      )
    case 'image':
      return <ImageFields form={form} language={language} index={index} errors={errors} />
    case 'featured':
      return <FeaturedFields form={form} language={language} index={index} errors={errors} />
  }
}

type Media = {
  id: number
  alt?: string | null
  filename?: string | null
  url?: string | null
  sizes?: { thumbnail?: { url?: string | null } }
}

/** The media library, newest first, through Payload's REST API (the contract has no media list). */
async function mediaLibrary(): Promise<Media[]> {
  const res = await fetch('/api/cms/media?limit=100&depth=0&sort=-createdAt', {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  })
  if (!res.ok) throw new AdminApiError(res.status, undefined)
  return ((await res.json()) as { docs: Media[] }).docs
}

const accept = acceptedImageFormats.map((format) => `image/${format}`).join(',')

/** An image block: an image of the media library (or one uploaded into it), its alternative text and caption. */
function ImageFields({
  form,
  language,
  index,
  errors,
}: {
  form: Form
  language: LocaleCode
  index: number
  errors: Errors
}) {
  const { t } = useAdminT()
  const queryClient = useQueryClient()
  const media = useQuery({ queryKey: ['media-library'], queryFn: mediaLibrary })
  const path = `editions.${language}.body.${index}` as const
  const chosen = useWatch({ control: form.control, name: `${path}.image` as const }) as string | undefined
  const shown = media.data?.find((m) => String(m.id) === chosen)
  const dir = directionOf(language)

  const upload = async (file: File | null) => {
    if (!file) return
    const body = new FormData()
    body.append('file', file)
    body.append('_payload', JSON.stringify({ alt: form.getValues(`${path}.alt` as const) || file.name }))
    const res = await fetch('/api/cms/media', { method: 'POST', body, credentials: 'include' })
    const json = (await res.json().catch(() => null)) as { doc?: Media; errors?: { message?: string }[] } | null
    if (!res.ok || !json?.doc) {
      toast.error(
        ...failureToast(new AdminApiError(res.status, json?.errors?.[0]?.message), t('newsletters.uploadFailed')),
      )
      return
    }
    await queryClient.invalidateQueries({ queryKey: ['media-library'] })
    form.setValue(`${path}.image` as const, String(json.doc.id), { shouldDirty: true, shouldValidate: true })
    toast.success(t('newsletters.uploaded'))
  }

  return (
    <>
      <div className="bo-row">
        <AdminField label={t('newsletters.image')} required error={errors.image?.message}>
          {(c) => (
            <select {...c} {...form.register(`${path}.image` as const)}>
              <option value="">{t('newsletters.chooseImage')}</option>
              {media.data?.map((m) => (
                <option key={m.id} value={String(m.id)}>
                  {[m.filename, m.alt].filter(Boolean).join(' · ') || `#${m.id}`}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField label={t('newsletters.uploadImage')}>
          {(c) => (
            <input {...c} type="file" accept={accept} onChange={(e) => void upload(e.target.files?.[0] ?? null)} />
          )}
        </AdminField>
        {shown && (
          // eslint-disable-next-line @next/next/no-img-element -- an uploaded variant: next/image adds nothing here
          <img
            src={shown.sizes?.thumbnail?.url ?? shown.url ?? ''}
            alt={t('newsletters.chosenImage')}
            className="bo-thumb"
          />
        )}
      </div>
      {media.isError && <p className="bo-field__error">{t('newsletters.mediaFailed')}</p>}
      <div className="bo-row">
        <AdminField label={t('newsletters.alt')} error={errors.alt?.message}>
          {(c) => (
            <input
              {...c}
              type="text"
              lang={language}
              dir={dir}
              maxLength={300}
              {...form.register(`${path}.alt` as const)}
            />
          )}
        </AdminField>
        <AdminField label={t('newsletters.caption')} error={errors.caption?.message}>
          {(c) => (
            <input
              {...c}
              type="text"
              lang={language}
              dir={dir}
              maxLength={300}
              {...form.register(`${path}.caption` as const)}
            />
          )}
        </AdminField>
      </div>
    </>
  )
}

const kindLabel = {
  publications: 'newsletters.kindPublications',
  news: 'newsletters.kindNews',
  'content-items': 'newsletters.kindContentItems',
} as const satisfies Record<FeaturedCollection, string>

/** Where each kind of item is listed in the contract. */
const listOf: Record<FeaturedCollection, string> = {
  publications: '/api/publications',
  news: '/api/news',
  'content-items': '/api/content',
}

/** A featured block: a publication, story or content item, chosen from the latest hundred of its kind. */
function FeaturedFields({
  form,
  language,
  index,
  errors,
}: {
  form: Form
  language: LocaleCode
  index: number
  errors: Errors
}) {
  const { t } = useAdminT()
  const path = `editions.${language}.body.${index}` as const
  const kind = (useWatch({ control: form.control, name: `${path}.kind` as const }) as FeaturedCollection) ?? 'news'
  const items = useQuery({
    queryKey: ['featured-items', kind, language],
    queryFn: () => adminApi<{ id: number; title: string }[]>(`${listOf[kind]}?limit=100&locale=${language}`),
  })
  return (
    <div className="bo-row">
      <AdminField label={t('newsletters.featuredKind')} required>
        {(c) => (
          <select
            {...c}
            {...form.register(`${path}.kind` as const, {
              onChange: () => form.setValue(`${path}.id` as const, '', { shouldDirty: true }),
            })}
          >
            {featuredCollections.map((k) => (
              <option key={k} value={k}>
                {t(kindLabel[k])}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      <AdminField label={t('newsletters.item')} required error={errors.id?.message}>
        {(c) => (
          <select {...c} {...form.register(`${path}.id` as const)}>
            <option value="">{t('newsletters.chooseItem')}</option>
            {items.data?.map((item) => (
              <option key={item.id} value={String(item.id)}>
                {item.title}
              </option>
            ))}
          </select>
        )}
      </AdminField>
      {items.isError && <p className="bo-field__error">{t('newsletters.itemsFailed')}</p>}
    </div>
  )
}
