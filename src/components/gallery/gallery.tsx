import type { TFunction } from 'i18next'
import { siteContent } from '@/content'
import { photoCategories } from '@/content/site-structure'
import type { LocaleCode } from '@/i18n/config'
import type { Namespaces } from '@/i18n/messages'
import { Lead } from '../sections/parts'
import { GalleryBrowser } from './gallery-browser'

/** The Gallery tab: the visitor picks a category and browses its photos. */
export function Gallery({ locale, t }: { locale: LocaleCode; t: TFunction }) {
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
        strings={{ ...(t('gallery', { returnObjects: true }) as Namespaces['common']['gallery']), chooseCategory: content.chooseCategory }}
      />
    </div>
  )
}
