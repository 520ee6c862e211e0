import Link from 'next/link'
import type { TFunction } from 'i18next'

/** The welcome banner, on the About tab when no section is chosen. */
export function Hero({ t }: { t: TFunction }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-b from-brand-50 to-transparent dark:from-brand-800/40"
    >
      <div className="mx-auto max-w-5xl px-4 py-16 sm:py-24">
        <h1 id="hero-title" className="text-3xl font-bold tracking-tight sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-[var(--muted)]">{t('hero.description')}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link
            prefetch={false}
            href="/?tab=join"
            className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('hero.join')}
          </Link>
          <Link
            prefetch={false}
            href="/?tab=programmes"
            className="rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-brand-100 dark:text-brand-100 dark:hover:bg-brand-800"
          >
            {t('hero.explore')}
          </Link>
        </div>
      </div>
    </section>
  )
}
