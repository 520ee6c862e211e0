// A login's token and user stay in the browser's local storage under
// these keys; the back office sends the token as `Authorization: Bearer`.
const tokenKey = 'adminToken'
const userKey = 'adminUser'

export const storedToken = () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(tokenKey))

export function storeLogin(token: string, user: unknown) {
  localStorage.setItem(tokenKey, token)
  localStorage.setItem(userKey, JSON.stringify(user))
}

/** A token renewed from the session replaces the stored one; the user stays. */
export const storeToken = (token: string) => localStorage.setItem(tokenKey, token)

/** Logging out, or starting a new login, forgets the last one. */
export function forgetLogin() {
  localStorage.removeItem(tokenKey)
  localStorage.removeItem(userKey)
}
