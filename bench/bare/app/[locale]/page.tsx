import { Filler } from '../filler'

// `/en`, where the rewrite variant's proxy sends `/` (the site's pages live under `/<locale>`).
export const dynamicParams = false
export const generateStaticParams = () => [{ locale: 'en' }]

export default function Page() {
  return <Filler />
}
