import { queryWords } from '@/schemas/search'

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `text` with each word of the query marked (`<mark>`), whatever its case. */
export function Highlight({ text, query }: { text: string; query: string }) {
  const words = queryWords(query)
  if (words.length === 0) return text
  const pattern = new RegExp(`(${words.map(escape).join('|')})`, 'giu')
  return text.split(pattern).map((part, index) =>
    index % 2 === 1 ? (
      <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-inherit dark:bg-amber-700">
        {part}
      </mark>
    ) : (
      part
    ),
  )
}
