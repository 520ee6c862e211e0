import type { TFunction } from 'i18next'
import { messages, type Namespaces } from '@/i18n/messages'
import type { ErrorTexts } from '../forms/use-visitor-form'
import { LazyGetInTouch } from '../forms/lazy-get-in-touch'

/** The visitor forms' messages in the visitor's language, by key (the shared schemas name them, src/schemas/messages.ts). */
export function errorTranslations(t: TFunction): ErrorTexts {
  return Object.fromEntries(
    Object.keys(messages.en.forms.errors).map((name) => [`forms:errors.${name}`, t(`forms:errors.${name}`)]),
  )
}

/** "Get in Touch", below the hero: the contact form and the newsletter form. */
export function GetInTouch({ t }: { t: TFunction }) {
  // i18next types a `returnObjects` lookup loosely; the English file gives its shape.
  const form = <N extends 'contact' | 'newsletter'>(name: N) =>
    t(`forms:${name}`, { returnObjects: true }) as Namespaces['forms'][N]
  return (
    <section
      id="get-in-touch"
      aria-labelledby="get-in-touch-title"
      className="below-fold mx-auto max-w-5xl px-4 py-16 [--below-fold-height:54rem]"
    >
      <h2 id="get-in-touch-title" className="text-2xl font-bold sm:text-3xl">
        {t('getInTouch.title')}
      </h2>
      <p className="mt-2 mb-8 text-[var(--muted)]">{t('getInTouch.description')}</p>
      <LazyGetInTouch
        strings={{
          contact: form('contact'),
          newsletter: form('newsletter'),
          errors: errorTranslations(t),
          required: t('forms:required'),
        }}
      />
    </section>
  )
}
