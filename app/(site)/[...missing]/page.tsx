// Any path the site does not have: the site's own 404 page, inside the site's layout.
import { notFound } from 'next/navigation'

export default function Missing() {
  notFound()
}
