// Part of payload.config.ts, which scripts load too: no "server-only" here.
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { setting } from '../config'

/**
 * Uploaded images on S3-compatible storage when S3_BUCKET is set (docs/decisions/014), so
 * that every instance serves the same files without a shared MEDIA_DIR. The files keep being
 * served by Payload at /api/cms/<collection>/file/<name>, through the collection's read access
 * (src/core/access/media.ts): the bucket stays private and no public bucket URL is ever handed out.
 * The upload checks (src/core/uploads/image-upload.ts) run before the plugin stores anything, so what
 * reaches the bucket is the re-encoded image and its variants. Keys mirror the local folders:
 * `images/<name>`, `photos/<name>`.
 *
 * The plugin's two columns (`prefix`, `_objectKey`) are in the schema whether or not S3 is
 * configured (`alwaysInsertFields`), so one set of migrations serves both.
 */
export function s3StoragePlugin(): Plugin {
  const bucket = setting('S3_BUCKET')
  const accessKeyId = setting('S3_ACCESS_KEY_ID')
  const secretAccessKey = setting('S3_SECRET_ACCESS_KEY')
  return s3Storage({
    enabled: Boolean(bucket),
    alwaysInsertFields: true,
    bucket: bucket ?? '',
    acl: 'private',
    collections: {
      media: { prefix: 'images' },
      photos: { prefix: 'photos' },
      publications: { prefix: 'publications' },
    },
    config: {
      endpoint: setting('S3_ENDPOINT'),
      region: setting('S3_REGION'),
      // MinIO, s3rver, Ceph and the like address buckets by path, not by host name.
      forcePathStyle: setting('S3_FORCE_PATH_STYLE'),
      // Without keys, the SDK's own chain (instance role, AWS_* variables, ~/.aws) applies.
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // Checksums only where S3 requires them: S3-compatible servers do not all know the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  })
}
