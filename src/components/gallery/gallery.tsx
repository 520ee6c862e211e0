import type { TFunction } from 'i18next'
import { siteContent } from '@/content'
import { photoCategories } from '@/content/site-structure'
import type { LocaleCode } from '@/i18n/config'
import type { Namespaces } from '@/i18n/messages'
import { Lead } from '../sections/parts'
import { listPhotos } from '@/server/data/photos'
import { getPayloadClient } from '@/server/payload'
import { preload } from 'react-dom'
import { GalleryBrowser } from './gallery-browser'
import { cardImage, cardSizes } from './photo-image'

/**
 * The first category's photos come with the page, and its first photo is preloaded: the largest
 * paint of a slow phone does not wait for the scripts, then the list, then the image. Another
 * category is fetched in the browser when the visitor picks it ("Loading photos..."). Null when
 * the photos could not be read: the browser fetches them then.
 */
async function firstPhotos(locale: LocaleCode) {
  const list = await listPhotos(await getPayloadClient(), { category: photoCategories[0], locale, user: null }).catch(
    () => null,
  )
  const first = list?.items.find((photo) => photo.imageUrl)
  if (first) {
    const image = cardImage(first)
    preload(image.src!, { as: 'image', imageSrcSet: image.srcSet, imageSizes: cardSizes, fetchPriority: 'high' })
  }
  return list ? [...list.items] : null
}

/** The Gallery tab: the visitor picks a category and browses its photos. */
export async function Gallery({ locale, t }: { locale: LocaleCode; t: TFunction }) {
  const photos = await firstPhotos(locale)
  const content = siteContent(locale).gallery
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">{t('nav.tabs.gallery')}</h1>
      <div className="mt-6">
        <Lead>{content.intro}</Lead>
      </div>
      <GalleryBrowser
        locale={locale}
        categories={photoCategories.map((id) => ({ id, label: content.categories[id] }))}
        strings={{
          ...(t('gallery', { returnObjects: true }) as Namespaces['common']['gallery']),
          chooseCategory: content.chooseCategory,
        }}
        firstPhotos={photos}
      />
    </div>
  )
}
