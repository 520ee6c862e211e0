import sharp from 'sharp'

/** A real PNG made by sharp, as a file for an `<input type="file">`. */
export async function pngFile(name: string, color = '#2f855a') {
  const buffer = await sharp({ create: { width: 480, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}
