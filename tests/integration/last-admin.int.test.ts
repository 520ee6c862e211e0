import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../helpers/fixtures'
import { testPayload } from '../helpers/payload'

/**
 * The last administrator stays even when deletions race: each payload.delete below runs in a
 * request and transaction of its own, as two administrators' clicks would. The test database is
 * shared by the files of a run (one after another), so each test first leaves only its own
 * accounts; later files create the administrators they need.
 */

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const lastAdmin = { status: 409, message: 'The last administrator account cannot be deleted.' }
const countUsers = async () => (await payload.count({ collection: 'users', overrideAccess: true })).totalDocs

/** `n` fresh administrators, and no other account. */
async function onlyAdmins(n: number) {
  const admins = []
  for (let i = 0; i < n; i++) admins.push((await createAdmin(payload)).user)
  const ids = admins.map((a) => a.id)
  const { errors } = await payload.delete({ collection: 'users', where: { id: { not_in: ids } }, overrideAccess: true })
  expect(errors).toEqual([])
  expect(await countUsers()).toBe(n)
  return admins
}

describe('the last administrator under concurrent deletions', () => {
  it('two administrators deleting each other at the same moment: one succeeds, one account stays', async () => {
    const [a, b] = await onlyAdmins(2)
    const results = await Promise.allSettled([
      payload.delete({ collection: 'users', id: b.id, overrideAccess: false, user: a }),
      payload.delete({ collection: 'users', id: a.id, overrideAccess: false, user: b }),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((r) => r.status === 'rejected')
    expect(refused?.reason).toMatchObject(lastAdmin)
    expect(await countUsers()).toBe(1)
  })

  it.each([2, 4])('deletes of every one of the last %i accounts at once: all but one succeed', async (n) => {
    const admins = await onlyAdmins(n)
    const results = await Promise.allSettled(
      admins.map((admin) => payload.delete({ collection: 'users', id: admin.id, overrideAccess: true })),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(n - 1)
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject(lastAdmin)
    expect(await countUsers()).toBe(1)
  })

  it('one bulk delete of every account (the panel list\'s "Delete") leaves at least one', async () => {
    const admins = await onlyAdmins(3)
    const { errors } = await payload.delete({
      collection: 'users',
      where: { id: { in: admins.map((a) => a.id) } },
      overrideAccess: true,
    })
    expect(errors.length).toBeGreaterThanOrEqual(1)
    for (const error of errors) expect(error.message).toBe(lastAdmin.message)
    expect(await countUsers()).toBeGreaterThanOrEqual(1)
  })
})
