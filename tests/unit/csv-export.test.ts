import { describe, expect, it } from 'vitest'
import { csvFile, defuseFormula } from '../../src/core/csv'

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

describe('a CSV file', () => {
  it('starts with a byte-order mark, quotes texts (quotes doubled), leaves numbers bare and ends rows with CRLF', () => {
    expect(
      csvFile(
        ['Page', 'Views'],
        [
          ['/en/a "b", c', 12],
          ['পাতা\nদুই', 0],
          [null, 3],
        ],
      ),
    ).toBe('\uFEFF"Page","Views"\r\n"/en/a ""b"", c",12\r\n"পাতা\nদুই",0\r\n,3\r\n')
  })

  it('defuses a text a spreadsheet would run as a formula', () => {
    expect(csvFile(['Words'], [['=HYPERLINK("http://x")']])).toBe('\uFEFF"Words"\r\n"\'=HYPERLINK(""http://x"")"\r\n')
  })
})
