import { afterEach, expect } from 'vitest'

// Each test's number of `expect` calls, in its meta, which vitest's JSON report carries:
// `npm test`'s summary (scripts/test-summary.mjs) prints the count of each phase.
afterEach(({ task }) => {
  task.meta.assertions = expect.getState().assertionCalls
})

declare module 'vitest' {
  interface TaskMeta {
    assertions?: number
  }
}
