import { expect, test } from './conformance'
import { adminHeaders, body } from './helpers'

/**
 * Administrator passwords on the production build: the contract and Payload's own REST (the path
 * of its panel) refuse the common passwords and the username, through the shipped list.
 */

let auth: Record<string, string>
test.beforeAll(async ({ request }) => {
  auth = await adminHeaders(request)
})

const stamp = () => Date.now().toString(36)
const tooCommon = 'This password is too common. Choose a less predictable one.'
const isUsername = 'The password must not be the username.'

type PayloadErrors = { errors: { message: string; data?: { errors?: { path: string; message: string }[] } }[] }
/**
 * The reason Payload's REST gives: the field error where the answer carries one, else the
 * error's message (what the production build sends and the panel shows).
 */
const reasonOf = ({ errors: [error] }: PayloadErrors) => {
  const field = error.data?.errors?.[0]
  if (field) expect(field.path).toBe('password')
  return field?.message ?? error.message
}

test('POST /api/users refuses a common password and the username, and takes a strong one', async ({ request }) => {
  const username = `keeper-${stamp()}`
  for (const [password, message] of [
    ['password123', tooCommon],
    ['SUNSHINE', tooCommon],
    ['kkkkkkkk', tooCommon],
    [username.toUpperCase(), isUsername],
  ]) {
    const res = await request.post('/api/users', { headers: auth, data: { username, password } })
    expect(res.status(), password).toBe(400)
    expect((await body(res)).errors, password).toEqual({ password: message })
  }
  const created = await request.post('/api/users', { headers: auth, data: { username, password: `${username}-tide` } })
  expect(created.status()).toBe(201)
  await request.delete(`/api/users/${(await body(created)).data.id}`, { headers: auth })
})

test("Payload's REST refuses them on create and on a password change, in the panel's language", async ({ request }) => {
  const username = `panel-${stamp()}`
  const refused = await request.post('/api/cms/users', { headers: auth, data: { username, password: 'qwerty123' } })
  expect(refused.status()).toBe(400)
  expect(reasonOf(await body(refused))).toBe(tooCommon)

  const french = await request.post('/api/cms/users', {
    headers: { ...auth, 'Accept-Language': 'fr' },
    data: { username, password: 'qwerty123' },
  })
  expect(reasonOf(await body(french))).toBe('Ce mot de passe est trop courant. Choisissez-en un moins prévisible.')

  const created = await request.post('/api/cms/users', {
    headers: auth,
    data: { username, password: `${username}-estuary` },
  })
  expect(created.status()).toBe(201)
  const { id } = (await body(created)).doc
  // Only the password changes: the stored username is the one compared.
  const same = await request.patch(`/api/cms/users/${id}`, {
    headers: auth,
    data: { password: username.toUpperCase() },
  })
  expect(same.status()).toBe(400)
  expect(reasonOf(await body(same))).toBe(isUsername)
  expect((await request.delete(`/api/users/${id}`, { headers: auth })).status()).toBe(200)
})
