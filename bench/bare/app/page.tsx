import { Filler } from './filler'

// The plain variant's `/`: one static page, prerendered at build time.
export default function Page() {
  return <Filler />
}
