import { describe, expect, it } from 'vitest'
import { defuseFormula } from '../../src/core/plugins/inbox-export'

describe('CSV cells a spreadsheet would run as formulas', () => {
  it.each(['=1+1', '+8801700000000', '-2+3', '@SUM(A1)', '\t=1', '\r=1', `=HYPERLINK("http://x","y")`])(
    '%j starts with an apostrophe',
    (value) => {
      expect(defuseFormula(value)).toBe(`'${value}`)
    },
  )

  it.each(['Rahim', 'a=b', ' =1', '', "'=already"])('%j is left as it is', (value) => {
    expect(defuseFormula(value)).toBe(value)
  })

  it('leaves numbers, booleans and empty cells alone', () => {
    expect([defuseFormula(-1), defuseFormula(true), defuseFormula(null), defuseFormula(undefined)]).toEqual([
      -1,
      true,
      null,
      undefined,
    ])
  })
})
