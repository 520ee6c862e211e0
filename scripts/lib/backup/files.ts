import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Transform, type TransformCallback } from 'node:stream'
import type { FileEntry } from './manifest'

/** Passes bytes through while hashing and counting them (and the lines, which are COPY's rows). */
export class Measure extends Transform {
  private hash = createHash('sha256')
  bytes = 0
  lines = 0
  _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.hash.update(chunk)
    this.bytes += chunk.length
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) this.lines++
    done(null, chunk)
  }
  digest() {
    return this.hash.digest('hex')
  }
}

/** sha256 and size of a file on disk. */
export async function measureFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256')
  let bytes = 0
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer)
    bytes += (chunk as Buffer).length
  }
  return { bytes, sha256: hash.digest('hex') }
}

/** Every regular file and folder below `root` (relative, `/`-separated), leaving out top-level dot entries (a restore's work folders). */
export function walk(root: string): { files: string[]; directories: string[] } {
  const files: string[] = []
  const directories: string[] = []
  const visit = (relative: string) => {
    let entries: fs.Dirent[]
    try {
      entries = fs.readdirSync(path.join(root, relative), { withFileTypes: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
      throw error
    }
    for (const entry of entries) {
      if (!relative && entry.name.startsWith('.')) continue
      const child = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        directories.push(child)
        visit(child)
      } else if (entry.isFile()) files.push(child)
    }
  }
  visit('')
  return { files: files.sort(), directories: directories.sort() }
}

/**
 * A hard link when both folders are on one file system (instant, and the uploads are never
 * rewritten in place: Payload stores each under a new name), a copy otherwise.
 */
export function linkOrCopy(from: string, to: string) {
  fs.mkdirSync(path.dirname(to), { recursive: true })
  try {
    fs.linkSync(from, to)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') throw error
    fs.copyFileSync(from, to)
  }
}

/** Checks a file of an extracted archive against its manifest entry. */
export async function verifyFile(root: string, entry: FileEntry): Promise<string | undefined> {
  const file = path.join(root, entry.file)
  if (!fs.existsSync(file)) return `${entry.file} is missing`
  const { bytes, sha256 } = await measureFile(file)
  if (bytes !== entry.bytes || sha256 !== entry.sha256) return `${entry.file} does not match its checksum`
  return undefined
}
