import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { assertCredentialCheckable } from '@/server/auth'
import { importMap } from '../importMap.js'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

// A session cookie that cannot be checked while the database is away fails the page (the site's
// server answers 503 with its failed page), rather than sending the browser to the login page.
const Page = async ({ params, searchParams }: Args) => {
  try {
    return await RootPage({ config, params, searchParams, importMap })
  } catch (error) {
    await assertCredentialCheckable(await headers())
    throw error
  }
}

export default Page
