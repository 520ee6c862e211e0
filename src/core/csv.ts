/**
 * CSV as the site writes it (RFC 4180): every text cell quoted with its quotes doubled, rows
 * ended by CRLF, and a byte-order mark first so that spreadsheets read the file as UTF-8 (Bengali,
 * Arabic, Chinese ...). Pure: the server's exports and the back office's downloads share it.
 */

/**
 * A cell that starts with = + - @ (or a tab or carriage return, which some spreadsheets skip)
 * is run as a formula when the file is opened in Excel, LibreOffice or Sheets ("CSV injection",
 * OWASP). Visitors write these texts, so such a cell gets a leading apostrophe and stays text.
 */
export function defuseFormula(value: unknown): unknown {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/** One cell: a number as it is (a spreadsheet sums it), a text quoted and defused, nothing as an empty cell. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  return `"${String(defuseFormula(value)).replace(/"/g, '""')}"`
}

/** A whole file: the header row, then the rows, with the byte-order mark. */
export function csvFile(header: string[], rows: (string | number | null | undefined)[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
