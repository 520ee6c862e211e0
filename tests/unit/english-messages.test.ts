import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { englishMessagesFile, renderEnglishMessages } from '../../scripts/lib/english-messages'

describe('the English validation messages the forms carry', () => {
  it('are those of the English message files (else run npm run generate:messages)', () => {
    expect(fs.readFileSync(englishMessagesFile, 'utf8')).toBe(renderEnglishMessages())
  })
})
