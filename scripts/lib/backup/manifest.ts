import { z } from 'zod'

/**
 * manifest.json, the first entry of every archive: what the archive holds and how to check
 * it. `format` changes only when an older restore could no longer read the archive.
 */
export const manifestFormat = 1

const checkedFile = z.object({
  /** Path inside the archive. */
  file: z.string(),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
})

export const manifestSchema = z.object({
  format: z.literal(manifestFormat),
  createdAt: z.iso.datetime(),
  postgres: z.object({ version: z.string(), versionNum: z.number().int().positive() }),
  /** Payload's applied migrations, oldest first: the schema the rows belong to. */
  migrations: z.array(z.string()),
  tables: z.array(
    checkedFile.extend({
      name: z.string(),
      /** The columns in COPY order (generated columns are left out, as COPY does). */
      columns: z.array(z.string()),
      rows: z.number().int().nonnegative(),
    }),
  ),
  /** Sequence values as read just after the snapshot began: never behind its rows. */
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
  media: z.object({ directories: z.array(z.string()), files: z.array(checkedFile) }),
})

export type Manifest = z.infer<typeof manifestSchema>
export type FileEntry = Manifest['media']['files'][number]

/** The major version of a `server_version_num` (180004 is 18, 90624 is 9.6). */
export const majorOf = (versionNum: number) =>
  versionNum >= 100000 ? Math.floor(versionNum / 10000) : Math.floor(versionNum / 100) / 100
