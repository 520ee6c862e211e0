import { localeCodes, type LocaleCode } from '@/i18n/config'
import {
  blankEditionForm,
  type EditionBlockFormValues,
  type EditionFormValues,
} from '@/schemas/newsletter-edition-form'
import type { FeaturedCollection, PublicEdition } from '@/schemas/newsletter-edition'
import { adminApi, AdminApiError } from '../ui/admin-api'

/** A block as Payload stores it (`GET /api/cms/newsletters/{id}?depth=0`). */
type StoredBlock =
  | { blockType: 'text' }
  | { blockType: 'image'; image?: number | null; alt?: string | null; caption?: string | null }
  | { blockType: 'button'; label?: string | null; url?: string | null }
  | { blockType: 'featured'; item?: { relationTo: FeaturedCollection; value: number } | null }

type Stored = { body?: Partial<Record<LocaleCode, StoredBlock[] | null>> | null }

/**
 * The stored edition in every language, from Payload's own REST API: the contract's read shows
 * each image without its media id and leaves out a featured item visitors cannot see, so a form
 * built from it alone would lose them on the next save.
 */
async function storedEdition(id: number): Promise<Stored> {
  const res = await fetch(`/api/cms/newsletters/${id}?locale=all&depth=0`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  })
  if (!res.ok) throw new AdminApiError(res.status, undefined)
  return (await res.json()) as Stored
}

/**
 * One language's blocks for the form: the stored ones, each text block with the HTML the
 * contract makes of it (text blocks are never left out of the read, so the n-th stored one is
 * the n-th read one).
 */
function blocksOf(stored: StoredBlock[], read: PublicEdition): EditionBlockFormValues[] {
  const html = read.body.flatMap((block) => (block.type === 'text' ? [block.html] : []))
  let texts = 0
  return stored.map((block): EditionBlockFormValues => {
    switch (block.blockType) {
      case 'text':
        return { type: 'text', html: html[texts++] ?? '' }
      case 'image':
        return {
          type: 'image',
          image: block.image ? String(block.image) : '',
          alt: block.alt ?? '',
          caption: block.caption ?? '',
        }
      case 'button':
        return { type: 'button', label: block.label ?? '', url: block.url ?? '' }
      case 'featured':
        return {
          type: 'featured',
          kind: block.item?.relationTo ?? 'news',
          id: block.item ? String(block.item.value) : '',
        }
    }
  })
}

/** A saved edition as the form edits it: each written language's subject, preheader and blocks. */
export async function loadEditionValues(id: number): Promise<{ edition: PublicEdition; values: EditionFormValues }> {
  const [edition, stored] = await Promise.all([
    adminApi<PublicEdition>(`/api/newsletters/${id}?locale=en`),
    storedEdition(id),
  ])
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
      body: blocksOf(stored.body?.[code] ?? [], read),
    }
  })
  return { edition, values }
}
