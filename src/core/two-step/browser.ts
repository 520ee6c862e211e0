import Bowser from 'bowser'

/** "Firefox 133 · Windows": what a session's list shows of the browser that opened it. */
export function describeBrowser(userAgent: string | null | undefined): string {
  if (!userAgent) return ''
  const parsed = Bowser.parse(userAgent.slice(0, 512))
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ')
  const os = parsed.os.name ?? ''
  return (browser && os ? `${browser} · ${os}` : browser || os).slice(0, 120)
}
