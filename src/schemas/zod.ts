import { z } from 'zod'

// Zod compiles object parsers with `new Function` when it may, and finds out by trying: under
// the site's Content-Security-Policy that probe is reported as a violation even though it is
// caught (docs/decisions/010). Forms parse a handful of fields: the plain parser is plenty.
z.config({ jitless: true })

export { z }
