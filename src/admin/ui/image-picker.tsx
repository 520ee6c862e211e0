'use client'

import { useEffect, useState } from 'react'
import { acceptedImageFormats, maxImageBytes } from '@/schemas/photo'
import { useAdminT } from './admin-i18n'
import { AdminField } from './field'

const accept = acceptedImageFormats.map((format) => `image/${format}`).join(',')

/** An image file input with a preview of the chosen file (or of the current image). */
export function ImagePicker({
  label,
  current,
  required,
  error,
  onChange,
}: {
  label: string
  current?: string | null
  required?: boolean
  error?: string
  onChange: (file: File | null) => void
}) {
  const { t } = useAdminT()
  const [preview, setPreview] = useState<string | null>(null)
  // Each preview's object URL is let go when the next one replaces it, or with the picker.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])
  const shown = preview ?? current ?? null
  return (
    <div className="bo-row">
      <AdminField
        label={label}
        required={required}
        error={error}
        hint={t('common.imageHint', { size: maxImageBytes / 1024 / 1024 })}
      >
        {(c) => (
          <input
            {...c}
            type="file"
            accept={accept}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null
              setPreview(chosen ? URL.createObjectURL(chosen) : null)
              onChange(chosen)
            }}
          />
        )}
      </AdminField>
      {shown && (
        <figure className="bo-preview">
          {/* A local preview or an uploaded variant: next/image adds nothing here. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={shown} alt={preview ? t('common.chosenImageAlt') : t('common.currentImageAlt')} />
          <figcaption className="bo-muted">{preview ? t('common.chosenImage') : t('common.currentImage')}</figcaption>
        </figure>
      )}
    </div>
  )
}
