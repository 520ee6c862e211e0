import { z } from './zod'
import { budgets, projectTypes, timelines } from '../content/site-structure'
import { email, personName, text } from './common'
import { says } from './messages'

const organizationMissing = says('forms:errors.organization')
const requirementsTooShort = says('forms:errors.requirementsMin')

export const softwareRequestSchema = z.object({
  name: personName,
  email,
  organization: text(200, says('forms:errors.organizationMax'), organizationMissing).min(2, organizationMissing),
  projectType: z.enum(projectTypes, says('forms:errors.projectType')),
  budget: z.enum(budgets, says('forms:errors.budget')),
  timeline: z.enum(timelines, says('forms:errors.timeline')),
  requirements: text(10000, says('forms:errors.requirementsMax'), requirementsTooShort).min(20, requirementsTooShort),
  additionalInfo: text(5000, says('forms:errors.additionalInfoMax')).optional(),
})

export type SoftwareRequestInput = z.infer<typeof softwareRequestSchema>
