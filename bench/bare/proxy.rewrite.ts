import { NextResponse, type NextRequest } from 'next/server'

// The rewrite variant's proxy (see next.config.mjs): `/` to `/en`, as the site's proxy.ts does.
export function proxy(req: NextRequest) {
  return NextResponse.rewrite(new URL('/en', req.url))
}

export const config = { matcher: ['/'] }
