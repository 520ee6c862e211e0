import type { TFunction } from 'i18next'
import Link from 'next/link'
import { formatDay } from '@/i18n/format'
import type { LocaleCode } from '@/i18n/config'
import type { PublicEdition, PublicEditionBlock } from '@/schemas/newsletter-edition'
import { englishFallback } from '../sections/english-fallback'

/** An edition of the newsletter, as its archive page shows it (server components, no JavaScript). */

/** The day an edition went out, written as the language writes dates. */
export function EditionDate({ day, locale }: { day: string; locale: LocaleCode }) {
  return <time dateTime={day}>{formatDay(day, locale)}</time>
}

type Image = NonNullable<Extract<PublicEditionBlock, { type: 'image' }>['image']>

/** An image at the width it is shown, from its WebP variants. */
function EditionImage({ image, alt, sizes }: { image: Image; alt: string; sizes: string }) {
  const variants = Object.values(image.sizes).sort((a, b) => a.width - b.width)
  return (
    // eslint-disable-next-line @next/next/no-img-element -- WebP variants made at upload
    <img
      src={image.sizes.card?.url ?? image.url}
      srcSet={variants.length ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined}
      sizes={sizes}
      alt={alt}
      width={image.width ?? 1200}
      height={image.height ?? 630}
      loading="lazy"
      decoding="async"
      className="h-auto w-full rounded-md bg-black/5 object-cover"
    />
  )
}

function Block({ block, t }: { block: PublicEditionBlock; t: TFunction }) {
  switch (block.type) {
    case 'text':
      // Sanitised on the way in and rendered from Lexical with a URL allow-list (src/core/rich-text.ts).
      return <div className="cms-content text-lg leading-relaxed" dangerouslySetInnerHTML={{ __html: block.html }} />
    case 'image':
      return block.image ? (
        <figure>
          <EditionImage image={block.image} alt={block.alt} sizes="(min-width: 48rem) 48rem, 100vw" />
          {block.caption && <figcaption className="mt-2 text-sm text-[var(--muted)]">{block.caption}</figcaption>}
        </figure>
      ) : null
    case 'button':
      return (
        <p>
          <a
            href={block.url}
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:bg-brand-100 dark:text-brand-800"
          >
            {block.label}
          </a>
        </p>
      )
    case 'featured':
      return (
        <article className="rounded-lg border border-black/10 p-4 dark:border-white/15">
          {block.image && (
            <div className="mb-3">
              <EditionImage image={block.image} alt="" sizes="(min-width: 48rem) 46rem, 100vw" />
            </div>
          )}
          <h2 className="text-xl font-semibold">
            <Link href={block.url} prefetch={false} className="underline-offset-2 hover:underline">
              {block.title}
            </Link>
          </h2>
          {block.summary && <p className="mt-2">{block.summary}</p>}
          <p className="mt-2">
            <Link href={block.url} prefetch={false} className="font-medium underline underline-offset-2">
              {t('newsletter:edition.readMore')}
              <span className="sr-only">: {block.title}</span>
            </Link>
          </p>
        </article>
      )
  }
}

/**
 * An edition's page: the date it went out, its subject and its blocks. Shown in English (and
 * marked so) when the visitor's language has no edition of its own.
 */
export function EditionView({
  edition,
  day,
  locale,
  t,
}: {
  edition: PublicEdition
  day: string | null
  locale: LocaleCode
  t: TFunction
}) {
  const inEnglish = edition.language !== locale
  return (
    <article aria-labelledby="edition-title" className="mx-auto max-w-3xl px-4 py-12">
      <p>
        <Link href="/newsletter" prefetch={false} className="text-sm font-medium underline underline-offset-2">
          {t('newsletter:archive.all')}
        </Link>
      </p>
      {day && (
        <p className="mt-6 text-sm font-medium text-brand-700 dark:text-brand-100">
          {t('newsletter:archive.sentOn', { date: formatDay(day, locale) })}
        </p>
      )}
      {inEnglish && (
        <p role="note" className="mt-4 rounded-md bg-brand-50 p-3 text-sm dark:bg-brand-800/60">
          {t('newsletter:archive.inEnglish')}
        </p>
      )}
      <div {...englishFallback(inEnglish)}>
        <h1 id="edition-title" className="mt-2 text-3xl font-bold sm:text-4xl">
          {edition.subject}
        </h1>
        {edition.preheader && <p className="mt-4 text-xl leading-relaxed">{edition.preheader}</p>}
        <div className="mt-8 flex flex-col gap-6">
          {edition.body.map((block, index) => (
            <Block key={index} block={block} t={t} />
          ))}
        </div>
      </div>
    </article>
  )
}
