import type { TFunction } from 'i18next'
import { messages, type Namespaces } from '@/i18n/messages'
import { LazyGetInTouch } from '../forms/lazy-get-in-touch'

/** English message → the visitor's language, for the errors the shared schemas produce. */
export function errorTranslations(t: TFunction): Record<string, string> {
  return Object.fromEntries(Object.entries(messages.en.forms.errors).map(([key, english]) => [english, t(`forms:errors.${key}`)]))
}

/** "Get in Touch", below the hero: the contact form and the newsletter form. */
export function GetInTouch({ t }: { t: TFunction }) {
  // i18next types a `returnObjects` lookup loosely; the English file gives its shape.
  const form = <N extends 'contact' | 'newsletter'>(name: N) => t(`forms:${name}`, { returnObjects: true }) as Namespaces['forms'][N]
  return (
    <section id="get-in-touch" aria-labelledby="get-in-touch-title" className="mx-auto max-w-5xl px-4 py-16">
      <h2 id="get-in-touch-title" className="text-2xl font-bold sm:text-3xl">
        {t('getInTouch.title')}
      </h2>
      <p className="mt-2 mb-8 text-[var(--muted)]">{t('getInTouch.description')}</p>
      <LazyGetInTouch strings={{ contact: form('contact'), newsletter: form('newsletter'), errors: errorTranslations(t), required: t('forms:required') }} />
    </section>
  )
}
