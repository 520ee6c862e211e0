'use client'

import css from '../../../app/(site)/[locale]/globals.css?inline'

/**
 * The public site's stylesheet, written into the head of the server's HTML ahead of the
 * scripts: the first paint waits for no stylesheet request (docs/decisions/022-inline-site-css.md).
 * The text is in the HTML only, not in the page's React data: this component takes no props,
 * and the browser's bundle holds an empty string instead, which React leaves alone since a
 * style with the same `href` is already in the head.
 */
export function InlineStyles() {
  return (
    <style href="site-css" precedence="site">
      {css}
    </style>
  )
}
