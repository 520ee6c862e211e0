/** The site's search: an ordinary GET form to /search, so it works before (and without) any script. */
export function SearchForm({
  id,
  strings,
  defaultValue = '',
  large = false,
}: {
  id: string
  strings: { label: string; placeholder: string; submit: string }
  defaultValue?: string
  large?: boolean
}) {
  return (
    <form role="search" action="/search" method="get" aria-label={strings.label} className="flex min-w-0 items-stretch">
      <label htmlFor={id} className="sr-only">
        {strings.label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={strings.placeholder}
        maxLength={100}
        required
        enterKeyHint="search"
        className={`min-h-11 w-full min-w-0 rounded-s-md border border-black/20 bg-[var(--background)] px-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-white/25 ${large ? 'text-lg' : 'text-sm lg:w-44'}`}
      />
      <button
        type="submit"
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-e-md bg-brand-700 px-3 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:bg-brand-100 dark:text-brand-800"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className="sr-only">{strings.submit}</span>
      </button>
    </form>
  )
}
