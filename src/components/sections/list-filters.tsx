import Link from 'next/link'
import type React from 'react'

/*
 * A list's filters (Research → Publications, About → News, About → Events): an ordinary GET form
 * to the home page with the section's tab and id, so the filters live in the address and work
 * without JavaScript; "clear" links back to the section without them.
 */

export const filterFieldClass =
  'mt-1 block min-h-11 w-full rounded-md border border-black/20 bg-[var(--background)] px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:border-white/25'

/** The filters as they go in the address: those with a value, other than their default. */
export const filterQuery = (filters: Record<string, unknown>, defaults: Record<string, string> = {}) =>
  Object.fromEntries(
    Object.entries(filters).flatMap(([name, value]) =>
      value === undefined || value === '' || defaults[name] === String(value) ? [] : [[name, String(value)]],
    ),
  ) as Record<string, string>

/** One filter: "all" first when there is one, then each value with its name. */
export function FilterSelect({
  id,
  name,
  label,
  any,
  value,
  options,
}: {
  id: string
  name: string
  label: string
  any?: string
  value: string
  options: [value: string, name: string][]
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={filterFieldClass}>
        {any !== undefined && <option value="">{any}</option>}
        {options.map(([option, optionName]) => (
          <option key={option} value={option}>
            {optionName}
          </option>
        ))}
      </select>
    </div>
  )
}

export function ListFilters({
  view,
  label,
  columns,
  apply,
  clear,
  filtered,
  children,
}: {
  view: { tab: string; section: string }
  label: string
  /** The form's grid columns (the fields and the buttons on one row from some width). */
  columns: string
  apply: string
  clear: string
  filtered: boolean
  children: React.ReactNode
}) {
  return (
    <form
      method="get"
      action="/"
      role="search"
      aria-label={label}
      className={`mt-8 grid gap-4 rounded-lg border border-black/10 p-4 ${columns} dark:border-white/15`}
    >
      <input type="hidden" name="tab" value={view.tab} />
      <input type="hidden" name="section" value={view.section} />
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className="min-h-11 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:bg-brand-100 dark:text-brand-800"
        >
          {apply}
        </button>
        {filtered && (
          <Link
            href={`/?${new URLSearchParams(view)}`}
            prefetch={false}
            className="text-sm font-medium underline underline-offset-2"
          >
            {clear}
          </Link>
        )}
      </div>
    </form>
  )
}
