import { describe, expect, it } from 'vitest'
import { contactSchema } from '../../src/schemas/contact'
import { loginSchema } from '../../src/schemas/login'
import { newsletterSchema } from '../../src/schemas/newsletter'
import { softwareRequestSchema } from '../../src/schemas/software-request'

/** The first message zod gives for one field of an otherwise valid input. */
function messageFor(schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, valid: Record<string, unknown>, field: string, value: unknown) {
  const result = schema.safeParse({ ...valid, [field]: value })
  if (result.success) return null
  return result.error!.issues.find((i) => i.path[0] === field)?.message ?? null
}

const contact = { name: 'Rahim', email: 'rahim@example.org', subject: 'Hello', message: 'Ten chars!' }
const newsletter = { name: 'Rahim', email: 'rahim@example.org', consent: true }
const request = {
  name: 'Rahim',
  email: 'rahim@example.org',
  organization: 'BD',
  projectType: 'web-application',
  budget: 'discuss',
  timeline: 'flexible',
  requirements: 'Twenty characters ok',
}

describe('form schemas speak with the exact messages of the spec', () => {
  it.each([
    [contactSchema, contact, 'name', 'R', 'Name must be at least 2 characters.'],
    [contactSchema, contact, 'email', 'rahim@', 'Please enter a valid email address.'],
    [contactSchema, contact, 'subject', 'Hey', 'Subject must be at least 5 characters.'],
    [contactSchema, contact, 'message', 'Too short', 'Message must be at least 10 characters.'],
    [newsletterSchema, newsletter, 'consent', false, 'You must agree to receive emails.'],
    [newsletterSchema, newsletter, 'name', ' R ', 'Name must be at least 2 characters.'],
    [softwareRequestSchema, request, 'organization', 'B', 'Organization name is required.'],
    [softwareRequestSchema, request, 'projectType', '', 'Please select a project type.'],
    [softwareRequestSchema, request, 'budget', 'a lot', 'Please select a budget range.'],
    [softwareRequestSchema, request, 'timeline', undefined, 'Please select a timeline.'],
    [softwareRequestSchema, request, 'requirements', 'Too short', 'Please provide detailed requirements (minimum 20 characters).'],
    [loginSchema, { username: 'admin', password: 'x' }, 'username', '', 'Username is required'],
    [loginSchema, { username: 'admin', password: 'x' }, 'password', '', 'Password is required'],
  ])('%#: %s', (schema, valid, field, value, expected) => {
    expect(messageFor(schema, valid, field, value)).toBe(expected)
  })

  it('accepts the valid inputs and the boundaries', () => {
    expect(contactSchema.safeParse(contact).success).toBe(true)
    expect(newsletterSchema.safeParse(newsletter).success).toBe(true)
    expect(softwareRequestSchema.safeParse(request).success).toBe(true)
    expect(softwareRequestSchema.safeParse({ ...request, additionalInfo: '' }).success).toBe(true)
  })

  it('trims what visitors type', () => {
    const parsed = contactSchema.parse({ ...contact, name: '  Rahim  ', email: ' rahim@example.org ' })
    expect(parsed.name).toBe('Rahim')
    expect(parsed.email).toBe('rahim@example.org')
  })
})
