import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

/**
 * The first administrator: from ADMIN_USERNAME / ADMIN_PASSWORD when set, otherwise with a
 * random password printed once. There is no default password anywhere.
 */
export async function ensureFirstAdmin(payload: Payload, print = console.log): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const username = process.env.ADMIN_USERNAME?.trim() || 'admin'
  const given = process.env.ADMIN_PASSWORD
  const password = given || randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { username, password, role: 'admin', firstName: 'Site', lastName: 'Administrator' },
    overrideAccess: true,
  })
  if (given) {
    print(`[site] first administrator "${username}" created from ADMIN_USERNAME / ADMIN_PASSWORD`)
  } else {
    print(
      [
        '',
        '  First administrator created. This password is shown once only:',
        `    username: ${username}`,
        `    password: ${password}`,
        '  Log in at /admin-login and change it, or set ADMIN_USERNAME and ADMIN_PASSWORD before the first start.',
        '',
      ].join('\n'),
    )
  }
}
