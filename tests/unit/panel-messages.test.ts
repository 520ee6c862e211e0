import { describe, expect, it } from 'vitest'
import { messages } from '../../src/i18n/messages'
import { addressListMessage } from '../../src/schemas/site-settings'

describe("the panel's words in the message files", () => {
  it("say in English what the API says of a bad notification address list (the schema's message)", () => {
    expect(messages.en.panel.siteSettings.invalid).toBe(addressListMessage)
  })
})
