import Link from 'next/link'
import type { LocaleCode } from '@/i18n/config'
import { getTranslator } from '@/server/i18n'
import { getNavigation } from '@/server/data/navigation'
import { logoDrawing } from '@/server/logo'
import { HeaderNav } from './header-nav'

/** The site header: brand (opens the About tab), the navigation, language and theme menus. */
export async function SiteHeader({ locale }: { locale: LocaleCode }) {
  const t = await getTranslator(locale)
  const tabs = await getNavigation(locale, t)
  const brand = (
    <Link
      prefetch={false}
      href="/"
      className="flex min-w-0 items-center gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {/* 2.5 in by 1 in (240 by 96 CSS px): the drawing of public/logo.svg, written into the page. */}
      <span
        role="img"
        aria-label={t('logoAlt')}
        className="block h-24 w-60 shrink-0"
        dangerouslySetInnerHTML={{ __html: logoDrawing() }}
      />
      <span className="hidden text-lg font-bold leading-tight xl:block">{t('siteName')}</span>
    </Link>
  )
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-brand-700 focus:px-4 focus:py-2 focus:text-white"
      >
        {t('skipToContent')}
      </a>
      <HeaderNav
        brand={brand}
        tabs={tabs}
        locale={locale}
        strings={{
          navLabel: t('nav.label'),
          openMenu: t('nav.openMenu'),
          closeMenu: t('nav.closeMenu'),
          overview: t('nav.overview'),
          language: { label: t('language.label'), choose: t('language.choose') },
          theme: { label: t('theme.label'), light: t('theme.light'), dark: t('theme.dark'), system: t('theme.system') },
          search: { label: t('search.label'), placeholder: t('search.placeholder'), submit: t('search.submit') },
        }}
      />
    </>
  )
}
