import { describe, expect, it } from 'vitest'
import { defaultLocale, directionOf, isLocale, localeCodes } from '../../src/i18n/config'

describe('interface languages', () => {
  it('are the seven of the spec, English first and default', () => {
    expect(localeCodes).toEqual(['en', 'bn', 'es', 'ar', 'fr', 'zh', 'ja'])
    expect(defaultLocale).toBe('en')
  })

  it('Arabic alone is right-to-left', () => {
    expect(localeCodes.filter((c) => directionOf(c) === 'rtl')).toEqual(['ar'])
  })

  it('recognises only known codes', () => {
    expect(isLocale('bn')).toBe(true)
    expect(isLocale('de')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })
})
