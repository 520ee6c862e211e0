import type { Metadata } from 'next'
import type React from 'react'
import { TabFrame } from '@/components/sections/tab-view'
import { liveView, type LiveParams } from './view'

type Props = { children: React.ReactNode; params: LiveParams }

/** The tab's title; a CMS section's page adds its name, the coming-soon 404 keeps this one. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tab, t } = await liveView(params)
  return { title: `${t(`nav.tabs.${tab}`)} | ${t('siteName')}` }
}

/**
 * The tab around a section that is not built in: the page shows a CMS submenu's section, and
 * `not-found.tsx` (inside this layout) the coming-soon message of a section the tab does not have.
 */
export default async function LiveSectionLayout({ children, params }: Props) {
  const { tab, section, t } = await liveView(params)
  return (
    <main id="main" tabIndex={-1} data-tab={tab} data-section={section} className="outline-none">
      <TabFrame tab={tab} t={t}>
        {children}
      </TabFrame>
    </main>
  )
}
