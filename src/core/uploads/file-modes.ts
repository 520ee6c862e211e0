// Part of the collection configs (which scripts load too): no "server-only" here.
import fs from 'node:fs/promises'
import path from 'node:path'
import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
} from 'payload'
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

/** The refusal of a new file given by its address (`url`) rather than by its bytes. */
export const fileNotFetched = 'Send the file itself: the site does not fetch a file from an address.'

/**
 * A new upload is its bytes, never an address for the server to fetch: Payload fetches `url`
 * when a create has no file (a request from the server to anywhere, and a 500 when it was
 * refused). The panel's uploads send the file's bytes.
 */
const filesAreSent: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' || req.file) return args
  // Payload has already taken `url` out of a request's data by now (and keeps it to fetch).
  const given = [(args as { data?: { url?: unknown } }).data?.url, (req.data as { url?: unknown } | undefined)?.url]
  if (given.some((url) => url !== undefined && url !== null)) throw new APIError(fileNotFetched, 400, undefined, true)
  return args
}

/**
 * An upload collection: its new files sent as bytes (`filesAreSent`), and its stored files
 * private on disk (`restrictFileModes`, after every save).
 */
export function uploadCollection(config: CollectionConfig): CollectionConfig {
  return {
    ...config,
    hooks: {
      ...config.hooks,
      beforeOperation: [filesAreSent, ...(config.hooks?.beforeOperation ?? [])],
      afterChange: [...(config.hooks?.afterChange ?? []), restrictFileModes],
    },
  }
}
