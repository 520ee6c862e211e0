'use client'

/**
 * Shown at the top of every public page while an administrator previews drafts (the layout
 * renders it only then). "Exit preview" goes back to the same page as visitors see it.
 */
export function PreviewBanner({ text, exit }: { text: string; exit: string }) {
  return (
    <div
      role="status"
      className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      {text}{' '}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a route handler that turns draft mode off: a full navigation */}
      <a
        href="/api/preview/exit"
        className="font-semibold underline underline-offset-2"
        onClick={(event) => {
          event.currentTarget.href = `/api/preview/exit?to=${encodeURIComponent(window.location.pathname + window.location.search)}`
        }}
      >
        {exit}
      </a>
    </div>
  )
}
