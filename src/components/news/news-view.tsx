import type { TFunction } from 'i18next'
import Link from 'next/link'
import { programmeName } from '@/content'
import type { LocaleCode } from '@/i18n/config'
import type { PublicNews } from '@/schemas/news'
import { AuthorList } from '../publications/parts'
import { englishFallback } from '../sections/english-fallback'
import { NewsCover, NewsDate } from './parts'

/** A story's page: its date, programmes, title, authors, summary, cover and text. */
export function NewsView({ story, locale, t }: { story: PublicNews; locale: LocaleCode; t: TFunction }) {
  return (
    <article aria-labelledby="news-title" className="mx-auto max-w-3xl px-4 py-12">
      <p>
        <Link
          href="/?tab=about&section=news"
          prefetch={false}
          className="text-sm font-medium underline underline-offset-2"
        >
          {t('news.allNews')}
        </Link>
      </p>
      <p className="mt-6 text-sm font-medium text-brand-700 dark:text-brand-100">
        <span className="sr-only">{t('news.published')}: </span>
        <NewsDate day={story.publishedDate} locale={locale} />
      </p>
      <h1
        id="news-title"
        className="mt-2 text-3xl font-bold sm:text-4xl"
        {...englishFallback(story.untranslated?.includes('title'))}
      >
        {story.title}
      </h1>
      {story.authors.length > 0 && (
        <p className="mt-4 text-lg">
          {t('news.authors')} <AuthorList authors={story.authors} />
        </p>
      )}
      {story.programmes.length > 0 && (
        <div className="mt-4">
          <h2 className="sr-only">{t('news.programmes')}</h2>
          <ul className="flex flex-wrap gap-2">
            {story.programmes.map((id) => (
              <li key={id}>
                <Link
                  href={`/?tab=about&section=news&programme=${id}`}
                  prefetch={false}
                  className="inline-flex min-h-8 items-center rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-800 hover:underline dark:bg-brand-800/60 dark:text-brand-50"
                >
                  {programmeName(locale, id)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {story.summary && (
        <p className="mt-6 text-xl leading-relaxed" {...englishFallback(story.untranslated?.includes('summary'))}>
          {story.summary}
        </p>
      )}
      {story.cover && (
        <figure className="mt-8">
          <NewsCover story={story} sizes="(min-width: 48rem) 48rem, 100vw" eager />
        </figure>
      )}
      {story.body && (
        // Sanitised on the way in and rendered from Lexical with a URL allow-list (src/core/rich-text.ts).
        <div
          className="cms-content mt-8 text-lg leading-relaxed"
          {...englishFallback(story.untranslated?.includes('body'))}
          dangerouslySetInnerHTML={{ __html: story.body }}
        />
      )}
    </article>
  )
}
