import { randomBytes } from 'node:crypto'
import type { Cluster } from '../embedded-postgres'
import { projectRoot } from '../runtime'
import { spawnServer, type Server } from './processes'

export type Site = Server & { admin: { username: string; password: string } }

/**
 * The site as production runs it: the real start script (migrations, first administrator,
 * seed, a build when the sources changed, then the guarded Next server), on a database of the
 * bench's own, with SERVER_URL set to the address it is reached at.
 */
export async function startSite({
  cluster,
  database,
  port,
  mediaDir,
}: {
  cluster: Cluster
  database: string
  port: number
  mediaDir: string
}): Promise<Site> {
  await cluster.createDatabase(database)
  const base = `http://127.0.0.1:${port}`
  const admin = { username: 'bench-admin', password: randomBytes(12).toString('hex') }
  const server = spawnServer(`site (${database})`, base, process.execPath, ['scripts/launch.mjs', 'start'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      SERVER_URL: base,
      DATABASE_URL: cluster.urlFor(database),
      PAYLOAD_SECRET: randomBytes(32).toString('hex'),
      MEDIA_DIR: mediaDir,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
    },
  })
  return { ...server, admin }
}
