import { setting } from '../../src/core/config'
import { localeCodes } from '../../src/i18n/config'
import type { CollectionConfig } from 'payload'
import { logAccountChanges, logActivity } from '../../src/core/activity'
import { isAdmin, isAdminField } from '../../src/core/access'
import { zodValidate } from '../../src/core/fields/zod-validate'
import { fieldLabel, panelLabel, panelOptions } from '../../src/core/panel/labels'
import { adminUsername } from '../../src/schemas/admin-user'
import { optionalEmail } from '../../src/schemas/common'
import { enforcePasswordPolicy, lowerCaseCredentials, normaliseEmptyEmail } from './hooks/validate-credentials'
import { closeDirectLogin } from './hooks/close-direct-login'
import { protectLastAndOwnAccount } from './hooks/protect-accounts'
import { endSessionsOnPasswordChange, forgetTwoStepOfRemovedAccount } from './hooks/end-sessions'
import {
  forgetResetLinkOnChange,
  rememberPasswordChange,
  sendAccountNotices,
} from '../../src/core/mail/account-notices'

/** Administrators: the auth collection. Log in by username (e-mail also accepted). */
// Accounts made and removed; not every update, which a login makes too.
const accountActivity = logActivity('users', (doc) => doc.username, { updates: false })

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: panelLabel('adminAccount'), plural: panelLabel('adminAccounts') },
  admin: {
    useAsTitle: 'username',
    defaultColumns: ['username', 'email', 'firstName', 'lastName', 'role', 'createdAt'],
    group: panelLabel('administration'),
  },
  auth: {
    loginWithUsername: { allowEmailLogin: true, requireEmail: false, requireUsername: true },
    // No account lockout: anyone could keep an administrator out with five wrong passwords.
    // Failures are throttled per client address instead (src/server/login-throttle.ts), and the
    // one way in is POST /api/login (closeDirectLogin).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: {
      sameSite: 'Lax',
      secure: (setting('SERVER_URL') ?? '').startsWith('https://'),
    },
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    read: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: {
    beforeValidate: [lowerCaseCredentials, normaliseEmptyEmail, enforcePasswordPolicy, rememberPasswordChange],
    // The account's owner hears of a new password or e-mail address, and a reset link asked for
    // before it no longer works (src/core/mail/account-notices.ts).
    beforeChange: [forgetResetLinkOnChange],
    afterChange: [logAccountChanges, endSessionsOnPasswordChange, sendAccountNotices, ...accountActivity.afterChange],
    afterDelete: accountActivity.afterDelete,
    beforeOperation: [closeDirectLogin],
    beforeDelete: [protectLastAndOwnAccount, forgetTwoStepOfRemovedAccount],
  },
  fields: [
    // Merged with Payload's own username and email fields: our rules, Payload's storage.
    { name: 'username', label: fieldLabel('username'), type: 'text', validate: zodValidate(adminUsername) },
    {
      name: 'email',
      label: fieldLabel('email'),
      type: 'email',
      required: false,
      validate: zodValidate(optionalEmail, { optional: true }),
    },
    { name: 'firstName', label: fieldLabel('firstName'), type: 'text', maxLength: 100 },
    { name: 'lastName', label: fieldLabel('lastName'), type: 'text', maxLength: 100 },
    {
      name: 'role',
      label: fieldLabel('role'),
      type: 'select',
      required: true,
      defaultValue: 'admin',
      saveToJWT: true,
      options: panelOptions.role,
      access: { update: isAdminField },
    },
    // The language of the account's last login (its login page's): the notices it is sent are in it.
    {
      name: 'language',
      type: 'select',
      defaultValue: 'en',
      options: [...localeCodes],
      admin: { hidden: true },
      access: { update: () => false },
    },
  ],
  timestamps: true,
}
