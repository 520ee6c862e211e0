import { describe, expect, it } from 'vitest'
import { richTextRequired, zodValidate } from '../../src/core/fields/zod-validate'
import { contentTitle } from '../../src/schemas/content-item'
import { paragraphsToLexical } from '../../src/core/rich-text'

describe('collection validators built from the schemas', () => {
  const title = zodValidate(contentTitle, { localized: true })

  it('give the schema message', () => {
    expect(title('x'.repeat(101), { req: { locale: 'en' } })).toBe('Title is too long')
    expect(title('A title', { req: { locale: 'en' } })).toBe(true)
  })

  it('require localized text in English only; other languages fall back', () => {
    expect(title('', { req: { locale: 'en' } })).toBe('Title is required')
    expect(title(undefined, { req: { locale: 'bn' } })).toBe(true)
    expect(title('x'.repeat(101), { req: { locale: 'bn' } })).toBe('Title is too long')
  })

  it("speak the panel's language where the back office knows the message, English otherwise", () => {
    expect(title('x'.repeat(101), { req: { locale: 'en', i18n: { language: 'fr' } } })).toBe('Le titre est trop long')
    expect(title('', { req: { locale: 'en', i18n: { language: 'bn-BD' } } })).not.toBe('Title is required')
    expect(title('', { req: { locale: 'en', i18n: { language: 'en' } } })).toBe('Title is required')
    expect(
      richTextRequired('admin:validation.contentRequired')(null, { req: { locale: 'en', i18n: { language: 'ja' } } }),
    ).not.toBe('Content is required')
  })

  it('treat rich text with no words as empty', () => {
    const content = richTextRequired('admin:validation.contentRequired')
    expect(content(paragraphsToLexical(['  ']), { req: { locale: 'en' } })).toBe('Content is required')
    expect(content(null, { req: { locale: 'en' } })).toBe('Content is required')
    expect(content(paragraphsToLexical(['Hello']), { req: { locale: 'en' } })).toBe(true)
    expect(content(null, { req: { locale: 'ar' } })).toBe(true)
  })
})
