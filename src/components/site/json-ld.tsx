import type { Thing, WithContext } from 'schema-dts'

/**
 * A schema.org description (src/server/structured-data.ts) as a JSON-LD script. `<` is written
 * as its escape, so no text in it (a title, an abstract) can close the script.
 */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
