/** The order input's minimum is 1 and a non-numeric entry becomes 1. */
export const toOrder = (value: unknown) => {
  const n = Number.parseInt(String(value), 10)
  return Number.isNaN(n) ? 1 : n
}
