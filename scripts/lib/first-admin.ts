import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { adminPasswordProblem, adminUsername } from '../../src/schemas/admin-user'
import { StartupError } from './runtime'
import { setting } from '../../src/core/config'

const sentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`)

/**
 * ADMIN_USERNAME / ADMIN_PASSWORD under the rules of every other account (the collection's hook
 * would refuse them too, but with a stack trace): a clear one-line start-up error instead.
 */
function checkGiven(username: string, password: string | undefined): void {
  const name = adminUsername.safeParse(username)
  if (!name.success) {
    throw new StartupError(
      `ADMIN_USERNAME is not accepted: ${sentence(name.error.issues[0]?.message ?? 'Invalid username')} Set another ADMIN_USERNAME, or leave it unset for "admin".`,
    )
  }
  if (password === undefined) return
  const problem = adminPasswordProblem(password, username)
  if (problem) {
    throw new StartupError(
      `ADMIN_PASSWORD is not accepted: ${sentence(problem)} Set another ADMIN_PASSWORD, or leave it unset to have a random password generated and printed once.`,
    )
  }
}

/**
 * The first administrator: from ADMIN_USERNAME / ADMIN_PASSWORD when set, otherwise with a
 * random password printed once. There is no default password anywhere.
 */
export async function ensureFirstAdmin(payload: Payload, print = console.log): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const username = setting('ADMIN_USERNAME')
  const given = setting('ADMIN_PASSWORD')
  checkGiven(username, given)
  const password = given ?? randomBytes(12).toString('base64url')
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
