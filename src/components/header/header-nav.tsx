'use client'

import Link from 'next/link'
import type React from 'react'
import { useEffect, useRef, useState } from 'react'
import { DisclosureMenu, menuItemClass } from '@/components/ui/disclosure-menu'
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/ui/icons'
import type { LocaleCode } from '@/i18n/config'
import type { NavTab } from '@/server/data/navigation'
import { SearchForm } from '@/components/search/search-form'
import { LanguageMenu, type LanguageMenuStrings } from './language-menu'
import { ThemeMenu, type ThemeMenuStrings } from './theme-menu'
import { useViewNavigation, viewHref, type ViewTarget } from './use-view-navigation'
import { englishFallback } from '@/components/sections/english-fallback'

type HeaderStrings = {
  navLabel: string
  openMenu: string
  closeMenu: string
  overview: string
  language: LanguageMenuStrings
  theme: ThemeMenuStrings
  search: { label: string; placeholder: string; submit: string }
}

type Props = { brand: React.ReactNode; tabs: NavTab[]; locale: LocaleCode; strings: HeaderStrings }

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

function tabClass(tab: NavTab['id'], active: boolean) {
  if (tab === 'join')
    return `bg-brand-700 text-white hover:bg-brand-800 ${active ? 'ring-2 ring-brand-700 ring-offset-2 ring-offset-[var(--background)]' : ''}`
  return active
    ? 'bg-brand-50 text-brand-800 dark:bg-brand-800 dark:text-white'
    : 'hover:bg-black/5 dark:hover:bg-white/10'
}

/**
 * The header's interactive parts: one dropdown per tab (only one open at a time, a press
 * outside closes it), the language and theme menus, and the stacked menu on small screens.
 */
export function HeaderNav({ brand, tabs, locale, strings }: Props) {
  const { current, choose } = useViewNavigation()
  const [openMenu, setOpenMenu] = useState<string | null>(null)
  const [mobileOpen, setMobileOpen] = useState(false)
  const [expanded, setExpanded] = useState<string | null>(null)
  const headerRef = useRef<HTMLElement>(null)
  const mobileButtonRef = useRef<HTMLButtonElement>(null)

  // The stacked menu closes on a press outside the header, and on Escape (focus back on its button).
  useEffect(() => {
    if (!mobileOpen) return
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMobileOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      setMobileOpen(false)
      mobileButtonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [mobileOpen])

  const go = (view: ViewTarget) => {
    setOpenMenu(null)
    setMobileOpen(false)
    choose(view)
  }
  const isCurrent = (view: ViewTarget) => current.tab === view.tab && current.section === view.section
  const viewLink = (view: ViewTarget, label: string, className: string, menuItem = false, inEnglish = false) => (
    <Link
      {...englishFallback(inEnglish)}
      data-menu-item={menuItem || undefined}
      href={viewHref(view)}
      scroll={false}
      prefetch={false}
      aria-current={isCurrent(view) ? 'page' : undefined}
      onClick={() => go(view)}
      className={className}
    >
      {label}
    </Link>
  )
  const entries = (tab: NavTab): [ViewTarget, string, boolean][] => [
    [{ tab: tab.id }, strings.overview, false],
    ...tab.items.map((item): [ViewTarget, string, boolean] => [
      { tab: tab.id, section: item.id },
      item.label,
      item.inEnglish === true,
    ]),
  ]

  return (
    <header ref={headerRef} className="border-b border-black/10 dark:border-white/10">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
        {brand}
        <div className="hidden items-center gap-2 lg:flex">
          <SearchForm id="site-search" strings={strings.search} />
          <LanguageMenu locale={locale} strings={strings.language} />
          <ThemeMenu strings={strings.theme} />
        </div>
        <button
          ref={mobileButtonRef}
          type="button"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileOpen((open) => !open)}
          className={`inline-flex size-11 items-center justify-center rounded-md border border-black/15 lg:hidden dark:border-white/20 ${focusRing}`}
        >
          {mobileOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          <span className="sr-only">{mobileOpen ? strings.closeMenu : strings.openMenu}</span>
        </button>
      </div>

      <nav aria-label={strings.navLabel} className="mx-auto hidden max-w-7xl px-4 pb-2 lg:block">
        <ul className="flex flex-wrap items-center gap-1">
          {tabs.map((tab) => {
            const active = current.tab === tab.id
            const look = `inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium ${tabClass(tab.id, active)} ${focusRing}`
            if (tab.items.length === 0) {
              return (
                <li key={tab.id} className="ms-2 border-s border-black/15 ps-2 dark:border-white/20">
                  {viewLink({ tab: tab.id }, tab.label, look)}
                </li>
              )
            }
            return (
              <li key={tab.id}>
                <DisclosureMenu
                  open={openMenu === tab.id}
                  onOpenChange={(open) => setOpenMenu(open ? tab.id : null)}
                  trigger={
                    <>
                      {tab.label}
                      <ChevronDownIcon
                        className={`size-4 transition-transform ${openMenu === tab.id ? 'rotate-180' : ''}`}
                      />
                    </>
                  }
                  triggerClassName={look}
                  triggerProps={{ 'aria-current': active ? 'true' : undefined }}
                >
                  <ul>
                    {entries(tab).map(([view, label, inEnglish]) => (
                      <li key={view.section ?? ''}>
                        {viewLink(view, label, `${menuItemClass} aria-[current=page]:font-semibold`, true, inEnglish)}
                      </li>
                    ))}
                  </ul>
                </DisclosureMenu>
              </li>
            )
          })}
        </ul>
      </nav>

      {mobileOpen && (
        <div id="mobile-menu" className="border-t border-black/10 px-4 pb-4 lg:hidden dark:border-white/10">
          <div className="pt-3">
            <SearchForm id="site-search-mobile" strings={strings.search} />
          </div>
          <div className="flex gap-2 py-3">
            <LanguageMenu locale={locale} strings={strings.language} />
            <ThemeMenu strings={strings.theme} />
          </div>
          <nav aria-label={strings.navLabel}>
            <ul className="space-y-1">
              {tabs.map((tab) => (
                <li key={tab.id}>
                  {tab.items.length === 0 ? (
                    viewLink(
                      { tab: tab.id },
                      tab.label,
                      `block rounded-md px-3 py-2 font-medium ${tabClass(tab.id, current.tab === tab.id)} ${focusRing}`,
                    )
                  ) : (
                    <>
                      <button
                        type="button"
                        aria-expanded={expanded === tab.id}
                        aria-controls={`mobile-${tab.id}`}
                        onClick={() => setExpanded((open) => (open === tab.id ? null : tab.id))}
                        className={`flex w-full items-center justify-between rounded-md px-3 py-2 text-start font-medium ${tabClass(tab.id, current.tab === tab.id)} ${focusRing}`}
                      >
                        {tab.label}
                        <ChevronDownIcon
                          className={`size-4 transition-transform ${expanded === tab.id ? 'rotate-180' : ''}`}
                        />
                      </button>
                      {expanded === tab.id && (
                        <ul id={`mobile-${tab.id}`} className="mt-1 space-y-1 border-s-2 border-brand-600 ps-3 ms-3">
                          {entries(tab).map(([view, label, inEnglish]) => (
                            <li key={view.section ?? ''}>
                              {viewLink(
                                view,
                                label,
                                `block rounded-md px-3 py-2 text-sm hover:bg-black/5 aria-[current=page]:font-semibold dark:hover:bg-white/10 ${focusRing}`,
                                false,
                                inEnglish,
                              )}
                            </li>
                          ))}
                        </ul>
                      )}
                    </>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}
    </header>
  )
}
