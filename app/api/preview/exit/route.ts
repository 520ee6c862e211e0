// GET /api/preview/exit[?to=/path] - leaves the preview (draft mode off), then 303 back to the page (anyone may)
import { draftMode } from 'next/headers'
import { route } from '@/server/http'
import { localPath } from '@/server/preview'

export const GET = route(async (req) => {
  ;(await draftMode()).disable()
  return new Response(null, {
    status: 303,
    headers: { Location: localPath(req.nextUrl.searchParams.get('to')), 'Cache-Control': 'no-store' },
  })
})
