import { createLocalReq, initTransaction, killTransaction } from 'payload'
import { describe, expect, it } from 'vitest'
import { createAdmin } from '../helpers/fixtures'
import { testPayload, unique } from '../helpers/payload'

describe('administrator login', () => {
  it('logs in by username and by e-mail, and the token expires', async () => {
    const payload = await testPayload()
    const email = `${unique('mail')}@example.org`
    const { username, password, user } = await createAdmin(payload)
    await payload.update({ collection: 'users', id: user.id, data: { email }, overrideAccess: true })

    const byName = await payload.login({ collection: 'users', data: { username, password } })
    expect(byName.token).toBeTruthy()
    expect(byName.user?.username).toBe(username)
    expect(byName.user).not.toHaveProperty('hash')
    expect(byName.user).not.toHaveProperty('salt')
    const lifetime = (byName.exp ?? 0) - Math.floor(Date.now() / 1000)
    expect(lifetime).toBeGreaterThan(0)
    expect(lifetime).toBeLessThanOrEqual(8 * 60 * 60)

    const byEmail = await payload.login({ collection: 'users', data: { email, password } })
    expect(byEmail.user?.id).toBe(user.id)

    // The token is a real credential for the Local API's auth.
    const { user: authed } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${byName.token}` }) })
    expect(authed?.id).toBe(user.id)
  })

  it('refuses a wrong password but never locks the account: the right one still works after many failures', async () => {
    const payload = await testPayload()
    const { username, password } = await createAdmin(payload)
    for (let i = 0; i < 7; i++) {
      await expect(
        payload.login({ collection: 'users', data: { username, password: 'wrong-password' } }),
      ).rejects.toMatchObject({ status: 401 })
    }
    const again = await payload.login({ collection: 'users', data: { username, password } })
    expect(again.token).toBeTruthy()
  })

  it('an unknown username is refused like a wrong password', async () => {
    const payload = await testPayload()
    await expect(
      payload.login({ collection: 'users', data: { username: unique('ghost'), password: 'whatever1' } }),
    ).rejects.toMatchObject({ status: 401 })
  })
})

describe('admin accounts that must stay', () => {
  it('an administrator cannot delete their own account', async () => {
    const payload = await testPayload()
    const { user } = await createAdmin(payload)
    await createAdmin(payload)
    await expect(
      payload.delete({ collection: 'users', id: user.id, overrideAccess: false, user }),
    ).rejects.toMatchObject({ status: 409, message: 'You cannot delete your own account.' })
    const still = await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })
    expect(still.id).toBe(user.id)
  })

  it('another administrator can be deleted', async () => {
    const payload = await testPayload()
    const { user: actor } = await createAdmin(payload)
    const { user: other } = await createAdmin(payload)
    await payload.delete({ collection: 'users', id: other.id, overrideAccess: false, user: actor })
    await expect(payload.findByID({ collection: 'users', id: other.id, overrideAccess: true })).rejects.toMatchObject({
      status: 404,
    })
  })

  it('the last administrator cannot be deleted', async () => {
    const payload = await testPayload()
    await createAdmin(payload)
    // Inside a transaction that is rolled back: delete everyone but one, then try the last.
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    try {
      const { docs } = await payload.find({ collection: 'users', limit: 0, overrideAccess: true, req })
      const [last, ...others] = docs
      for (const doc of others) await payload.delete({ collection: 'users', id: doc.id, overrideAccess: true, req })
      await expect(
        payload.delete({ collection: 'users', id: last.id, overrideAccess: true, req }),
      ).rejects.toMatchObject({
        status: 409,
        message: 'The last administrator account cannot be deleted.',
      })
    } finally {
      await killTransaction(req)
    }
    const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
    expect(totalDocs).toBeGreaterThan(1)
  })
})
