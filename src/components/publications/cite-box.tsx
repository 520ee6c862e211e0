'use client'

import { useState } from 'react'
import { fillTemplate } from '@/i18n/fill'

type Format = { id: string; name: string; text: string }
/** The messages as written, `{{format}}` unfilled: each button fills in its own. */
type Strings = { copy: string; copied: string; copyFailed: string }

/**
 * A publication's reference in each style, to read or copy. The text is selectable as well, for
 * a browser that refuses the clipboard; the outcome of a copy is announced.
 */
export function CiteBox({ formats, strings }: { formats: Format[]; strings: Strings }) {
  const [status, setStatus] = useState('')
  const copy = async (format: Format) => {
    try {
      await navigator.clipboard.writeText(format.text)
      setStatus(fillTemplate(strings.copied, { format: format.name }))
    } catch {
      setStatus(strings.copyFailed)
    }
  }
  return (
    <div className="mt-4 space-y-6">
      {formats.map((format) => (
        <div key={format.id}>
          <div className="flex items-center justify-between gap-4">
            <h3 id={`cite-${format.id}`} className="font-semibold">
              {format.name}
            </h3>
            <button
              type="button"
              onClick={() => void copy(format)}
              className="min-h-10 rounded-md border border-black/20 px-3 text-sm font-medium hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-white/25 dark:hover:bg-brand-800"
            >
              {fillTemplate(strings.copy, { format: format.name })}
            </button>
          </div>
          {/* A reference reads left to right whatever the page's direction. */}
          <pre
            aria-labelledby={`cite-${format.id}`}
            dir="ltr"
            tabIndex={0}
            className="mt-2 overflow-x-auto rounded-md bg-black/5 p-3 text-start text-sm whitespace-pre-wrap dark:bg-white/10"
          >
            {format.text}
          </pre>
        </div>
      ))}
      <p role="status" className="min-h-6 text-sm font-medium">
        {status}
      </p>
    </div>
  )
}
