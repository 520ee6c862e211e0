import 'server-only'

/**
 * Answers shared by every caller (the visitors' reads kept in the process,
 * src/server/data/visitor-cache.ts) are frozen all the way down, and remembered as such, so that
 * what is made from them once (their JSON text, src/server/http.ts) can be kept beside them.
 */
const deeplyFrozen = new WeakSet<object>()

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !deeplyFrozen.has(value)) {
    Object.freeze(value)
    deeplyFrozen.add(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/** Whether `value` was frozen all the way down by `deepFreeze`: it can never change. */
export const isDeeplyFrozen = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && deeplyFrozen.has(value)
