import { acceptedLanguages, rtlLanguages } from '@payloadcms/translations'
import { describe, expect, it } from 'vitest'
import config from '../../payload.config'
import { locales } from '../../src/i18n/config'
import { panelLanguageKey, panelLanguages } from '../../src/core/panel/languages'

describe("Payload's panel languages", () => {
  it('are the seven languages of the site, each a language Payload knows', () => {
    expect(Object.keys(panelLanguages)).toEqual(locales.map((l) => panelLanguageKey[l.code]))
    for (const key of Object.keys(panelLanguages)) expect(acceptedLanguages).toContain(key)
  })

  it('read right-to-left exactly where the site does (Arabic)', () => {
    for (const l of locales)
      expect(rtlLanguages.includes(panelLanguageKey[l.code] as never), l.code).toBe(l.dir === 'rtl')
  })

  it('are the ones the config offers, with the Inbox labelled in each', async () => {
    const sanitized = await config
    expect(Object.keys(sanitized.i18n.supportedLanguages)).toEqual(Object.keys(panelLanguages))
    const inbox = sanitized.collections.find((c) => c.slug === 'contact-messages')!
    expect(Object.keys(inbox.labels.plural as object)).toEqual(Object.keys(panelLanguages))
    expect((inbox.labels.plural as Record<string, string>).ar).toBe('رسائل التواصل')
  })
})
