import fs from 'node:fs'
import { createRequire } from 'node:module'
import { Reader, type Response } from 'mmdb-lib'

/**
 * The country an internet address belongs to, from the IP-to-country database the
 * `@ip-location-db/geo-whois-asn-country-mmdb` package ships (the five Regional Internet
 * Registries' data, CC BY 4.0 by the NRO): read from disk once, asked nothing over the network.
 * The address is only looked up, never kept.
 */
/** This database's records hold one field, `country_code` (not MaxMind's shape). */
type Entry = Response & { country_code?: string }

let reader: Reader<Entry> | null | undefined

function open(): Reader<Entry> | null {
  if (reader !== undefined) return reader
  try {
    const file = createRequire(import.meta.url).resolve(
      '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb',
    )
    reader = new Reader<Entry>(fs.readFileSync(file))
  } catch (error) {
    console.error('[reach] the country database could not be read; countries count as unknown', error)
    reader = null
  }
  return reader
}

/** `BD`, `US` ...; `unknown` for a private, local or unlisted address. */
export function countryOf(address: string): string {
  const db = open()
  if (!db || !address) return 'unknown'
  try {
    const code = db.get(address.replace(/^::ffff:/, ''))?.country_code
    return code && /^[A-Z]{2}$/.test(code) ? code : 'unknown'
  } catch {
    return 'unknown'
  }
}
