/**
 * The bare page's text: plain paragraphs of made-up words, as many as bring the page's HTML to
 * BENCH_HTML_BYTES (the site's home page, measured by the bench before it builds this app). The
 * text is in the HTML twice (the markup and React's payload for the client), hence the half.
 */
const words = [
  'climate',
  'river',
  'delta',
  'community',
  'research',
  'salinity',
  'monsoon',
  'coastal',
  'evidence',
  'training',
  'policy',
  'flood',
  'resilience',
  'survey',
  'partners',
  'water',
  'health',
  'energy',
  'agriculture',
  'ecosystem',
  'data',
  'field',
  'early',
  'warning',
  'village',
  'household',
  'study',
]

/** Bytes of the page without any filler (layout, head, Next's scripts), measured on Next 16.4. */
const emptyPageBytes = 5_800

function paragraphs(totalChars: number): string[] {
  const out: string[] = []
  let seed = 17
  let left = totalChars
  while (left > 0) {
    let text = ''
    while (text.length < Math.min(600, left)) {
      seed = (seed * 1103515245 + 12345) % 2147483648
      text += (text ? ' ' : '') + words[seed % words.length]
    }
    out.push(text.charAt(0).toUpperCase() + text.slice(1) + '.')
    left -= text.length + 20
  }
  return out
}

export function Filler() {
  const target = Number(process.env.BENCH_HTML_BYTES) || 40_000
  const [first, ...rest] = paragraphs(Math.max(0, (target - emptyPageBytes) / 2))
  return (
    <main>
      <h1>Climate and humanitarian research</h1>
      <p>{first}</p>
      {rest.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </main>
  )
}
