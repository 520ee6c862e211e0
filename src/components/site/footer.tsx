import Link from 'next/link'
import type { TFunction } from 'i18next'
import type React from 'react'
import { siteConfig } from '../../content/site-config'
import { tabIds } from '../../content/site-structure'
import { privacyPath } from '../../i18n/routing'

/** One titled column of the footer; its heading names the region for screen readers. */
function FooterColumn({
  id,
  title,
  as: Tag = 'section',
  children,
}: {
  id: string
  title: string
  as?: 'section' | 'nav'
  children: React.ReactNode
}) {
  return (
    <Tag aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide">
        {title}
      </h2>
      {children}
    </Tag>
  )
}

/** The site footer: about blurb, quick links, contact, social links, newsletter hint, copyright, privacy. */
export function Footer({ t, year }: { t: TFunction; year: number }) {
  const link = 'underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2'
  return (
    <footer className="below-fold mt-16 [--below-fold-height:55rem] border-t border-black/10 bg-black/[0.02] dark:border-white/10 dark:bg-white/[0.03]">
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <FooterColumn id="footer-about" title={t('siteName')}>
          <p className="mt-3 text-sm text-[var(--muted)]">{t('footer.about')}</p>
        </FooterColumn>
        <FooterColumn id="footer-links" title={t('footer.quickLinks')} as="nav">
          <ul className="mt-3 space-y-2 text-sm">
            {[...tabIds, 'gallery' as const].map((tab) => (
              <li key={tab}>
                <Link prefetch={false} href={`/?tab=${tab}`} className={link}>
                  {t(`nav.tabs.${tab}`)}
                </Link>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn id="footer-contact" title={t('footer.contact')}>
          <address className="mt-3 space-y-2 text-sm not-italic text-[var(--muted)]">
            <p>
              <span className="sr-only">{t('footer.address')}: </span>
              {siteConfig.address}
            </p>
            <p>
              <span className="sr-only">{t('footer.phone')}: </span>
              <a href={`tel:${siteConfig.phone.replace(/\s+/g, '')}`} className={link} dir="ltr">
                {siteConfig.phone}
              </a>
            </p>
            <p>
              <span className="sr-only">{t('footer.email')}: </span>
              <a href={`mailto:${siteConfig.email}`} className={link}>
                {siteConfig.email}
              </a>
            </p>
          </address>
        </FooterColumn>
        <FooterColumn id="footer-follow" title={t('footer.followUs')}>
          <ul className="mt-3 space-y-2 text-sm">
            {(
              [
                ['Facebook', siteConfig.social.facebook],
                ['LinkedIn', siteConfig.social.linkedin],
              ] as const
            ).map(([name, href]) => (
              <li key={name}>
                <a href={href} target="_blank" rel="noopener noreferrer" className={link}>
                  {name}
                  <span className="sr-only"> {t('footer.opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-[var(--muted)]">{t('footer.newsletterHint')}</p>
        </FooterColumn>
      </div>
      <div className="flex flex-col items-center gap-x-6 gap-y-1 border-t border-black/10 px-4 py-5 text-center text-xs text-[var(--muted)] sm:flex-row sm:justify-center dark:border-white/10">
        <p>{t('footer.copyright', { year, name: t('siteName') })}</p>
        <Link prefetch={false} href={privacyPath} className={`inline-block py-1 underline ${link}`}>
          {t('footer.privacy')}
        </Link>
      </div>
    </footer>
  )
}
