import type { Metadata } from 'next'
import type React from 'react'

export const metadata: Metadata = {
  title: 'Climate & Humanitarian Research',
  description: 'Advancing climate resilience and sustainable development through research, policy, and action.',
}

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" dir="ltr">
      <body>{children}</body>
    </html>
  )
}
