// npx tsx scripts/make-seed-pdfs.ts - writes the seed publications' PDFs (src/seed/assets/publications/)
// The files are committed; run this again only when the seed publications change.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib'
import { seedPublications } from '../src/seed/data'

const out = path.resolve('src/seed/assets/publications')
const brand = rgb(0.05, 0.4, 0.3)
const typeNames: Record<string, string> = {
  report: 'Research report',
  'policy-brief': 'Policy brief',
  'working-paper': 'Working paper',
}

/** Lines of at most `width` points in `font` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

// The standard PDF fonts cover Latin-1 only: the few letters beyond it are written without their marks.
const latin1 = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')

for (const publication of seedPublications) {
  const doc = await PDFDocument.create()
  // Fixed dates and ids, so that the files only change when their texts do.
  doc.setTitle(latin1(publication.title.en))
  doc.setAuthor(publication.authors.map((a) => latin1(a.name)).join('; '))
  doc.setCreationDate(new Date(Date.UTC(publication.year, 0, 1)))
  doc.setModificationDate(new Date(Date.UTC(publication.year, 0, 1)))
  doc.setProducer('Seed data')
  doc.setCreator('scripts/make-seed-pdfs.ts')
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const page = doc.addPage([595, 842])
  page.drawRectangle({ x: 0, y: 602, width: 595, height: 240, color: brand })
  page.drawText(`${typeNames[publication.type] ?? publication.type} | ${publication.year}`.toUpperCase(), {
    x: 50,
    y: 790,
    size: 11,
    font: bold,
    color: rgb(1, 1, 1),
  })
  let y = 750
  for (const line of wrap(latin1(publication.title.en), bold, 24, 495)) {
    page.drawText(line, { x: 50, y, size: 24, font: bold, color: rgb(1, 1, 1) })
    y -= 30
  }
  page.drawText(latin1(publication.authors.map((a) => a.name).join(', ')), {
    x: 50,
    y: 630,
    size: 12,
    font: regular,
    color: rgb(1, 1, 1),
  })
  y = 560
  page.drawText('Abstract', { x: 50, y, size: 14, font: bold, color: brand })
  y -= 24
  for (const line of wrap(latin1(publication.abstract.en), regular, 12, 495)) {
    page.drawText(line, { x: 50, y, size: 12, font: regular })
    y -= 18
  }
  page.drawText(
    `Sample publication for the site's seed data. Licence: ${publication.licence ?? 'all rights reserved'}.`,
    { x: 50, y: 60, size: 9, font: regular, color: rgb(0.35, 0.35, 0.35) },
  )
  const bytes = await doc.save({ useObjectStreams: true })
  await writeFile(path.join(out, publication.file), bytes)
  console.log(`${publication.file}: ${bytes.length} bytes`)
}
