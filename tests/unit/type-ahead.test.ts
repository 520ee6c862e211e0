import { describe, expect, it } from 'vitest'
import { typeAheadTarget } from '../../src/components/ui/disclosure-menu'

const labels = ['overview', 'key policy areas', 'knowledge products', 'our process', 'outreach']

describe('menu type-ahead', () => {
  it('moves to the next item starting with the typed letter, wrapping round', () => {
    expect(typeAheadTarget(labels, 0, 'k')).toBe(1)
    expect(typeAheadTarget(labels, 4, 'k')).toBe(1)
    expect(typeAheadTarget(labels, -1, 'o')).toBe(0)
  })

  it('cycles through the items of one letter when it is repeated', () => {
    expect(typeAheadTarget(labels, 1, 'kk')).toBe(2)
    expect(typeAheadTarget(labels, 3, 'ooo')).toBe(4)
    expect(typeAheadTarget(labels, 4, 'oo')).toBe(0)
  })

  it('matches a longer prefix from the current item, and finds nothing for a prefix no item has', () => {
    expect(typeAheadTarget(labels, 3, 'ou')).toBe(3)
    expect(typeAheadTarget(labels, 0, 'ou')).toBe(3)
    expect(typeAheadTarget(labels, 0, 'kn')).toBe(2)
    expect(typeAheadTarget(labels, 0, 'zz')).toBe(-1)
    expect(typeAheadTarget(labels, 0, 'xy')).toBe(-1)
  })
})
