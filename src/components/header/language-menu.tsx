'use client'

import { useState } from 'react'
import { DisclosureMenu, menuItemClass } from '@/components/ui/disclosure-menu'
import { CheckIcon } from '@/components/ui/icons'
import { Flag } from './flags'
import { locales, type LocaleCode } from '@/i18n/config'
import { langParam, localeCookie, localeStorageKey } from '@/i18n/routing'

/**
 * Remembers the choice (cookie for the server, storage for the browser) and reloads the page in
 * it. A `?lang=` in the address (a shared link, a search result) would outrank the new cookie,
 * so it goes from the address: the visitor's choice wins.
 */
function switchLanguage(code: LocaleCode) {
  document.cookie = `${localeCookie}=${code}; path=/; max-age=31536000; samesite=lax`
  try {
    window.localStorage.setItem(localeStorageKey, code)
  } catch {
    // Storage can be unavailable (private mode); the cookie still holds the choice.
  }
  // The language is the page's root (<html lang dir>): the whole page is rendered again in it.
  const url = new URL(window.location.href)
  if (!url.searchParams.has(langParam)) return window.location.reload()
  url.searchParams.delete(langParam)
  window.location.replace(url)
}

export type LanguageMenuStrings = { label: string; choose: string }

/** The flag button and the list of the seven languages, with a checkmark on the current one. */
export function LanguageMenu({ locale, strings }: { locale: LocaleCode; strings: LanguageMenuStrings }) {
  const [open, setOpen] = useState(false)
  const current = locales.find((l) => l.code === locale) ?? locales[0]
  return (
    <DisclosureMenu
      open={open}
      onOpenChange={setOpen}
      align="end"
      triggerClassName="inline-flex h-10 items-center gap-1.5 rounded-md border border-black/15 px-2.5 text-sm font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-white/20 dark:hover:bg-white/10"
      trigger={
        <>
          <Flag locale={current.code} />
          <span aria-hidden="true" className="uppercase">
            {current.code}
          </span>
          <span className="sr-only">{`${strings.label}: ${current.name}`}</span>
        </>
      }
      panelLabel={strings.choose}
    >
      <ul>
        {locales.map((l) => (
          <li key={l.code}>
            <button
              type="button"
              data-menu-item
              lang={l.code}
              dir={l.dir}
              aria-current={l.code === locale ? 'true' : undefined}
              onClick={() => {
                setOpen(false)
                if (l.code !== locale) switchLanguage(l.code)
              }}
              className={menuItemClass}
            >
              <CheckIcon className={`size-4 shrink-0 ${l.code === locale ? '' : 'invisible'}`} />
              <Flag locale={l.code} />
              {l.name}
            </button>
          </li>
        ))}
      </ul>
    </DisclosureMenu>
  )
}
