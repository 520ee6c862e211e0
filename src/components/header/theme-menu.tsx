'use client'

import { useTheme } from 'next-themes'
import { useState } from 'react'
import { DisclosureMenu, menuItemClass } from '@/components/ui/disclosure-menu'
import { CheckIcon, MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/icons'

export type ThemeMenuStrings = { label: string; light: string; dark: string; system: string }

const choices = [
  ['light', SunIcon],
  ['dark', MoonIcon],
  ['system', MonitorIcon],
] as const

/** Light, Dark or System (next-themes; the choice is stored under 'vite-ui-theme'). */
export function ThemeMenu({ strings }: { strings: ThemeMenuStrings }) {
  const { theme, setTheme } = useTheme()
  const [open, setOpen] = useState(false)
  return (
    <DisclosureMenu
      open={open}
      onOpenChange={setOpen}
      align="end"
      triggerLabel={strings.label}
      triggerClassName="inline-flex size-10 items-center justify-center rounded-md border border-black/15 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-white/20 dark:hover:bg-white/10"
      trigger={
        <>
          {/* The icon follows the class on <html>, so the server's HTML is right in either theme. */}
          <SunIcon className="size-5 dark:hidden" />
          <MoonIcon className="hidden size-5 dark:block" />
        </>
      }
      panelLabel={strings.label}
    >
      <ul>
        {choices.map(([value, ChoiceIcon]) => (
          <li key={value}>
            <button
              type="button"
              data-menu-item
              aria-current={theme === value ? 'true' : undefined}
              onClick={() => {
                setTheme(value)
                setOpen(false)
              }}
              className={menuItemClass}
            >
              <CheckIcon className={`size-4 shrink-0 ${theme === value ? '' : 'invisible'}`} />
              <ChoiceIcon />
              {strings[value]}
            </button>
          </li>
        ))}
      </ul>
    </DisclosureMenu>
  )
}
