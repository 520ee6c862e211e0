import { z } from './zod'
import { budgets, projectTypes, timelines } from '../content/site-structure'
import { email, personName, text } from './common'

const organizationMissing = 'Organization name is required.'
const requirementsTooShort = 'Please provide detailed requirements (minimum 20 characters).'

export const softwareRequestSchema = z.object({
  name: personName,
  email,
  organization: text(200, 'Organization name must be at most 200 characters.', organizationMissing).min(
    2,
    organizationMissing,
  ),
  projectType: z.enum(projectTypes, 'Please select a project type.'),
  budget: z.enum(budgets, 'Please select a budget range.'),
  timeline: z.enum(timelines, 'Please select a timeline.'),
  requirements: text(10000, 'Requirements must be at most 10000 characters.', requirementsTooShort).min(
    20,
    requirementsTooShort,
  ),
  additionalInfo: text(5000, 'Additional information must be at most 5000 characters.').optional(),
})

export type SoftwareRequestInput = z.infer<typeof softwareRequestSchema>
