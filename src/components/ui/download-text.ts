/** Saves `text` as a UTF-8 file named `filename` (plain text, or `type`: `text/csv`), through the browser's download. */
export function downloadText(filename: string, text: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has started the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000)
}
