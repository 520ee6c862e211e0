import type { GlobalAfterChangeHook, GlobalConfig, Payload, PayloadRequest } from 'payload'
import { isAdmin } from '../access'
import { setting } from '../config'
import { logSettingsChange } from '../activity'
import { panelLabel } from '../panel/labels'
import { fromMessageGroup, localeOfPanel, panelFieldText, panelText } from '../panel/languages'
import { defaultReachRetentionMonths, notificationAddresses, splitAddresses } from '../../schemas/site-settings'

/**
 * Settings an administrator changes in the back office (Payload's own form for the global):
 * who is told by e-mail of a new contact message or software request. NOTIFY_EMAIL fills the
 * addresses on the first start only (fillSiteSettings); after that the back office decides.
 */

/** Its words in every panel language (messages/<locale>/panel.json). */
const texts = fromMessageGroup((m) => m.panel.siteSettings)

/** Turning the rule on logs out every account without two-step login: its next login enrols it. */
const endSessionsWithoutTwoStep: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.requireTwoStep === true && previousDoc?.requireTwoStep !== true) {
    // Loaded when used, not with the configuration (which every script loads).
    const { endSessionsOfAccountsWithoutTwoStep } = await import('../two-step/rule')
    await endSessionsOfAccountsWithoutTwoStep(req.payload)
  }
  return doc
}

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: panelText(texts.label),
  admin: { group: panelLabel('administration') },
  access: { read: isAdmin, update: isAdmin },
  hooks: { afterChange: [logSettingsChange('site-settings', 'Site settings'), endSessionsWithoutTwoStep] },
  fields: [
    {
      name: 'notifyEmails',
      label: panelFieldText(texts.notifyEmails),
      type: 'text',
      admin: { description: panelFieldText(texts.notifyEmailsHint) },
      validate: (value: unknown, { req }: { req?: { i18n?: { language?: string } } }) =>
        value === undefined || value === null || notificationAddresses.safeParse(value).success
          ? true
          : texts.invalid[localeOfPanel(req?.i18n?.language) ?? 'en'],
      hooks: { beforeChange: [({ value }) => (typeof value === 'string' ? splitAddresses(value).join(', ') : value)] },
    },
    { name: 'notifyContact', label: panelFieldText(texts.notifyContact), type: 'checkbox', defaultValue: true },
    {
      name: 'notifySoftwareRequests',
      label: panelFieldText(texts.notifySoftwareRequests),
      type: 'checkbox',
      defaultValue: true,
    },
    // Two-step login for every administrator (docs/decisions/037-two-step-login.md).
    {
      name: 'requireTwoStep',
      label: panelFieldText(texts.requireTwoStep),
      type: 'checkbox',
      defaultValue: false,
      admin: { description: panelFieldText(texts.requireTwoStepHint) },
      // Whoever turns it on has it: no one locks themselves out of the settings they just saved.
      validate: async (value: unknown, { req, previousValue }: { req: PayloadRequest; previousValue?: unknown }) => {
        if (value !== true || previousValue === true || !req.user) return true
        const { twoStepStatus } = await import('../two-step/factors')
        const status = await twoStepStatus(req.payload, Number(req.user.id))
        return status.enabled ? true : texts.requireTwoStepOwn[localeOfPanel(req.i18n?.language) ?? 'en']
      },
    },
    // How long the daily reach figures are kept (docs/decisions/038-reach.md); the privacy page says it.
    {
      name: 'reachRetentionMonths',
      label: panelFieldText(texts.reachRetentionMonths),
      type: 'number',
      required: true,
      defaultValue: defaultReachRetentionMonths,
      min: 1,
      max: 120,
      admin: { step: 1, description: panelFieldText(texts.reachRetentionMonthsHint) },
    },
    // Set once NOTIFY_EMAIL has been read, so that emptying the addresses later stays empty.
    { name: 'filledFromEnvironment', type: 'checkbox', defaultValue: false, admin: { hidden: true } },
  ],
}

export type NotificationSettings = { addresses: string[]; contact: boolean; softwareRequests: boolean }

export async function notificationSettings(payload: Payload): Promise<NotificationSettings> {
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  return {
    addresses: splitAddresses(settings.notifyEmails),
    contact: settings.notifyContact !== false,
    softwareRequests: settings.notifySoftwareRequests !== false,
  }
}

/** How many months the daily reach figures are kept (the privacy page says it); the default until a save. */
export async function reachRetentionMonths(payload: Payload): Promise<number> {
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  const months = settings.reachRetentionMonths
  return typeof months === 'number' && Number.isInteger(months) && months >= 1 ? months : defaultReachRetentionMonths
}

/** On the first start: the addresses from NOTIFY_EMAIL (comma-separated), both switches on. */
export async function fillSiteSettings(payload: Payload, env?: Record<string, string | undefined>): Promise<void> {
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  if (settings.filledFromEnvironment) return
  const raw = setting('NOTIFY_EMAIL', env) ?? ''
  if (raw && !notificationAddresses.safeParse(raw).success) {
    payload.logger.warn(
      'NOTIFY_EMAIL is not a comma-separated list of e-mail addresses; the notification addresses stay empty.',
    )
  }
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      notifyEmails: notificationAddresses.safeParse(raw).success ? splitAddresses(raw).join(', ') : '',
      notifyContact: true,
      notifySoftwareRequests: true,
      filledFromEnvironment: true,
    },
    overrideAccess: true,
  })
}
