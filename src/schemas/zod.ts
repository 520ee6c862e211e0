// A namespace import: the bundler then keeps only the parts used. Through the `z` object it
// kept all of zod, every language of its default messages included (about 40 KB gzipped).
import * as z from 'zod'

// Zod compiles object parsers with `new Function` when it may, and finds out by trying: under
// the site's Content-Security-Policy that probe is reported as a violation even though it is
// caught (docs/decisions/010). Forms parse a handful of fields: the plain parser is plenty.
z.config({ jitless: true })

export { z }
