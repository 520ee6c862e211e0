// Shared by the request-time reads (src/server) and the newsletter's mail: no "server-only" here.
type Size = { url?: string | null; width?: number | null; height?: number | null; mimeType?: string | null }
type UploadDoc = {
  url?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<string, Size | undefined> | null
}

/** An uploaded image as the contract shows it: the original plus each resized WebP variant. */
export function presentImage(doc: UploadDoc | number | null | undefined) {
  if (!doc || typeof doc !== 'object' || !doc.url) return null
  const sizes: Record<string, { url: string; width: number; height: number }> = {}
  for (const [name, size] of Object.entries(doc.sizes ?? {})) {
    if (size?.url && size.width && size.height) sizes[name] = { url: size.url, width: size.width, height: size.height }
  }
  return { url: doc.url, width: doc.width ?? null, height: doc.height ?? null, sizes }
}
