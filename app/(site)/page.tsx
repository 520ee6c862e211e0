// The public home. The full site (navigation, tabs, forms) is built on this in later steps.
import { getTranslator, resolveLocale } from '@/i18n/server'

export default async function HomePage() {
  const t = await getTranslator(await resolveLocale())
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{t('hero.title')}</h1>
      <p className="mt-6 max-w-2xl text-lg text-[var(--muted)]">{t('hero.description')}</p>
      <p className="mt-10 text-sm text-[var(--muted)]">{t('footer.about')}</p>
    </main>
  )
}
