import { afterEach, describe, expect, it, vi } from 'vitest'
import { forgetMemo, memoized, memoMs } from '../../src/core/cache/memo'

describe('the public reads kept in memory for a moment', () => {
  afterEach(() => vi.useRealTimers())

  it('answers the same call from memory, and a different call afresh', async () => {
    let reads = 0
    const read = memoized(['memo-a'], 'sectionA', async (section: string) => `${section} #${++reads}`)
    expect(await read('about')).toBe('about #1')
    expect(await read('about')).toBe('about #1')
    expect(await read('team')).toBe('team #2')
  })

  it('reads afresh once one of its tags is expired, or after memoMs', async () => {
    vi.useFakeTimers()
    let reads = 0
    const read = memoized(['memo-b', 'memo-c'], 'sectionB', async () => ++reads)
    expect(await read()).toBe(1)
    forgetMemo(['memo-c'])
    expect(await read()).toBe(2)
    expect(await read()).toBe(2)
    vi.advanceTimersByTime(memoMs)
    expect(await read()).toBe(3)
  })

  it('does not keep a failed read', async () => {
    let reads = 0
    const read = memoized(['memo-d'], 'sectionD', async () => {
      reads += 1
      if (reads === 1) throw new Error('database away')
      return reads
    })
    await expect(read()).rejects.toThrow('database away')
    expect(await read()).toBe(2)
  })
})
