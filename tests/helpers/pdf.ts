import { PDFDocument, StandardFonts } from 'pdf-lib'

/** A one-page PDF whose first page says `text`, made as a publication's would be. */
export async function onePagePdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc
    .addPage([595, 842])
    .drawText(text, { x: 50, y: 760, size: 20, font: await doc.embedFont(StandardFonts.Helvetica) })
  return Buffer.from(await doc.save())
}

/**
 * The multipart form of a new publication with its PDF (POST /api/publications), whose first
 * page says its title. `fields` replaces any of the defaults.
 */
export async function publicationForm(
  title: string,
  { fileName = `${title}.pdf`, ...fields }: { fileName?: string } & Record<string, string> = {},
) {
  return {
    title,
    abstract: 'Household survey.',
    authors: JSON.stringify([{ name: 'N. Akter' }]),
    year: '2025',
    type: 'report',
    themes: JSON.stringify(['disaster']),
    ...fields,
    file: { name: fileName, mimeType: 'application/pdf', buffer: await onePagePdf(title) },
  }
}
