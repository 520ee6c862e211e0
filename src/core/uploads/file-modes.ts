// Part of the collection configs (which scripts load too): no "server-only" here.
import fs from 'node:fs/promises'
import path from 'node:path'
import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'
import { setting } from '../config'
import { mediaRoot } from './image-upload'

/**
 * Uploaded files on disk are the site's, not every local account's: files 0640, their folders
 * 0750 (Payload writes with the process's umask, usually 0644 and 0755). Visitors reach them
 * only through the site, which checks access (src/core/access/media.ts). With S3 there is
 * nothing on disk.
 */
const uploadFileMode = 0o640
const uploadDirMode = 0o750

type Stored = { filename?: string | null; sizes?: Record<string, { filename?: string | null } | undefined> | null }

const restrictFileModes: CollectionAfterChangeHook = async ({ doc, collection }) => {
  const upload = collection.upload
  if (!upload || typeof upload !== 'object' || !upload.staticDir || setting('S3_BUCKET')) return doc
  const dir = path.resolve(upload.staticDir)
  const stored = doc as Stored
  const names = [stored.filename, ...Object.values(stored.sizes ?? {}).map((size) => size?.filename)].filter(
    (name): name is string => Boolean(name),
  )
  // A file that is not there (moved, on another instance's disk) is not this save's failure.
  const quietly = (p: Promise<void>) => p.catch(() => {})
  await quietly(fs.chmod(mediaRoot(), uploadDirMode))
  await quietly(fs.chmod(dir, uploadDirMode))
  await Promise.all(names.map((name) => quietly(fs.chmod(path.join(dir, path.basename(name)), uploadFileMode))))
  return doc
}

/** An upload collection whose stored files get `restrictFileModes` after every save. */
export function withPrivateFiles(config: CollectionConfig): CollectionConfig {
  return {
    ...config,
    hooks: { ...config.hooks, afterChange: [...(config.hooks?.afterChange ?? []), restrictFileModes] },
  }
}
