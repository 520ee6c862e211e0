/*
 * The administrator each Playwright worker signs in as. Tests run in two workers (a file at a
 * time in each, several at once), and one account's sessions are one list that each login rewrites: two workers
 * logging in as the same account at the same moment would drop each other's session. So the
 * first worker slot is the run's first administrator (ADMIN_USERNAME, made by the start script)
 * and each other slot has an account of its own, made by the global setup (worker-admins.ts).
 */

/** The account of worker slot `slot` (0 to workers - 1). */
export function adminOfSlot(slot: number) {
  const username = process.env.ADMIN_USERNAME!
  const password = process.env.ADMIN_PASSWORD!
  return slot === 0 ? { username, password } : { username: `${username}-w${slot}`, password: `${password}-w${slot}` }
}

/** This worker's administrator (TEST_PARALLEL_INDEX: its slot, kept by a worker started again after a failure). */
export const admin = adminOfSlot(Number(process.env.TEST_PARALLEL_INDEX ?? 0))
