import { PDFDocument, StandardFonts } from 'pdf-lib'

/** A one-page PDF whose first page says `text`, made as a publication's would be. */
export async function onePagePdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc
    .addPage([595, 842])
    .drawText(text, { x: 50, y: 760, size: 20, font: await doc.embedFont(StandardFonts.Helvetica) })
  return Buffer.from(await doc.save())
}
