import { localeCodes } from '@/i18n/config'
import {
  blankEditionForm,
  type EditionBlockFormValues,
  type EditionFormValues,
} from '@/schemas/newsletter-edition-form'
import type { PublicEdition } from '@/schemas/newsletter-edition'
import { adminApi } from '../ui/admin-api'

/**
 * One language's blocks for the form, from the administrator's read of the contract: images
 * name their media id, and a featured item visitors cannot see is kept (`shown: false`), so a
 * save writes back what is stored.
 */
function blocksOf(read: PublicEdition): EditionBlockFormValues[] {
  return read.body.map((block): EditionBlockFormValues => {
    switch (block.type) {
      case 'text':
        return { type: 'text', html: block.html }
      case 'image':
        return {
          type: 'image',
          image: block.mediaId ? String(block.mediaId) : '',
          alt: block.alt,
          caption: block.caption,
        }
      case 'button':
        return { type: 'button', label: block.label, url: block.url }
      case 'featured':
        return { type: 'featured', kind: block.kind, id: String(block.id) }
    }
  })
}

/** A saved edition as the form edits it: each written language's subject, preheader and blocks. */
export async function loadEditionValues(id: number): Promise<{ edition: PublicEdition; values: EditionFormValues }> {
  const edition = await adminApi<PublicEdition>(`/api/newsletters/${id}?locale=en`)
  const written = edition.translated ?? ['en']
  const reads = await Promise.all(
    localeCodes.map((code) =>
      code === 'en' || !written.includes(code)
        ? Promise.resolve(code === 'en' ? edition : null)
        : adminApi<PublicEdition>(`/api/newsletters/${id}?locale=${code}`),
    ),
  )
  const values = blankEditionForm()
  values.slug = edition.slug
  values.audience = edition.audience ?? 'everyone'
  values.languages = edition.languages ?? []
  localeCodes.forEach((code, index) => {
    const read = reads[index]
    // A language without a subject has no edition of its own: the form shows it empty.
    if (!read || read.language !== code) return
    values.editions[code] = {
      subject: read.subject,
      preheader: read.preheader,
      body: blocksOf(read),
    }
  })
  return { edition, values }
}
