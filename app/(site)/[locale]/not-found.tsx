import Link from 'next/link'
import { locale as rootLocale } from 'next/root-params'
import { defaultLocale, isLocale } from '@/i18n/config'
import { getTranslator } from '@/server/i18n'

/** The site's 404 page, in the language of the page it stands in. */
export default async function NotFound() {
  const requested: unknown = await rootLocale()
  const t = await getTranslator(isLocale(requested) ? requested : defaultLocale)
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 text-center"
    >
      <h1 className="text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-4 text-[var(--muted)]">{t('notFound.hint')}</p>
      <Link
        prefetch={false}
        href="/"
        className="mt-8 rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {t('notFound.home')}
      </Link>
    </main>
  )
}
