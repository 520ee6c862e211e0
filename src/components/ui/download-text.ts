/** Saves `text` as a UTF-8 text file named `filename`, through the browser's download. */
export function downloadText(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has started the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000)
}
