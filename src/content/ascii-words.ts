/** The Latin letters and digits of a text as lowercase words, accents dropped: `Salinité de l’eau` → ['salinite', 'de', 'l', 'eau']. */
export function asciiWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}
