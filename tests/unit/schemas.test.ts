import { describe, expect, it } from 'vitest'
import { englishOf, messageKeyOf } from '../../src/schemas/messages'
import { adminPassword, adminUserSchema, isCommonPassword } from '../../src/schemas/admin-user'
import { commonPasswordsText } from '../../src/schemas/common-passwords'
import { contactSchema } from '../../src/schemas/contact'
import { loginSchema } from '../../src/schemas/login'
import { newsletterSchema } from '../../src/schemas/newsletter'
import { softwareRequestSchema } from '../../src/schemas/software-request'

/** The first message zod gives for one field of an otherwise valid input. */
function messageFor(
  schema: {
    safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }
  },
  valid: Record<string, unknown>,
  field: string,
  value: unknown,
) {
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
    [
      softwareRequestSchema,
      request,
      'requirements',
      'Too short',
      'Please provide detailed requirements (minimum 20 characters).',
    ],
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

describe('administrator passwords', () => {
  const account = { username: 'rahima', password: 'monsoon-2026' }
  const passwordMessages = (input: Record<string, unknown>) =>
    adminUserSchema
      .safeParse({ ...account, ...input })
      .error?.issues.filter((i) => i.path[0] === 'password')
      .map((i) => i.message) ?? []

  it('keeps the spec minimum of 6 characters, with its exact message', () => {
    expect(passwordMessages({ password: 'k7-q2' })[0]).toBe('Password must be at least 6 characters')
    expect(adminPassword.safeParse('kx7-q2').success).toBe(true)
  })

  it.each(['123456', 'password', 'PassWord', 'qwerty', 'iloveyou', 'letmein1', 'aaaaaa', 'ZZZZZZZZZZZZ', '1111111111'])(
    'refuses the common password %j',
    (password) => {
      expect(passwordMessages({ password })).toEqual(['This password is too common. Choose a less predictable one.'])
    },
  )

  it('ships the 10,000 most common passwords, one per line, in lower case', () => {
    const list = commonPasswordsText.split('\n')
    expect(list).toHaveLength(10_000)
    expect(new Set(list).size).toBe(10_000)
    expect(list.every((p) => p !== '' && p === p.toLowerCase())).toBe(true)
    expect(list.slice(0, 2)).toEqual(['123456', 'password'])
    expect(isCommonPassword(list[9_999].toUpperCase())).toBe(true)
  })

  it.each([
    ['rahima', 'Rahima'],
    ['monsoon-admin', 'MONSOON-ADMIN'],
  ])('refuses the username %j as the password %j', (username, password) => {
    expect(passwordMessages({ username, password })).toContain('The password must not be the username.')
  })

  it('refuses "Alice" for alice (too short, and the username)', () => {
    expect(passwordMessages({ username: 'alice', password: 'Alice' })).toEqual(
      expect.arrayContaining(['Password must be at least 6 characters', 'The password must not be the username.']),
    )
  })

  it('accepts a password that merely contains the username or a common word', () => {
    expect(adminUserSchema.safeParse({ ...account, password: 'rahima-monsoon' }).success).toBe(true)
    expect(adminUserSchema.safeParse({ ...account, password: 'password-for-dhaka' }).success).toBe(true)
  })

  it('every password message names its key in the back office messages, whose English it is', () => {
    const issues = [
      ...(adminUserSchema.safeParse({ ...account, password: 'abc' }).error?.issues ?? []),
      ...(adminUserSchema.safeParse({ ...account, password: 'password123' }).error?.issues ?? []),
      ...(adminUserSchema.safeParse({ ...account, username: 'rahima', password: 'Rahima' }).error?.issues ?? []),
    ]
    expect(issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        'Password must be at least 6 characters',
        'This password is too common. Choose a less predictable one.',
        'The password must not be the username.',
      ]),
    )
    for (const issue of issues) {
      const key = messageKeyOf(issue)
      expect(key, issue.message).toMatch(/^admin:validation\./)
      expect(englishOf(key!)).toBe(issue.message)
    }
  })
})
