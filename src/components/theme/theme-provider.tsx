'use client'

import { ThemeProvider as NextThemesProvider } from 'next-themes'
import type React from 'react'

/** Light, dark or system (the default), as a class on <html>, remembered under 'vite-ui-theme'. */
export function ThemeProvider({ children }: { children: React.ReactNode }) {
  return (
    <NextThemesProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      storageKey="vite-ui-theme"
      disableTransitionOnChange
    >
      {children}
    </NextThemesProvider>
  )
}
