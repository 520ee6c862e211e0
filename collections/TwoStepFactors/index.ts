import type { CollectionConfig } from 'payload'
import { nobody } from '../../src/core/access'
import { panelLabel } from '../../src/core/panel/labels'
import { factorKinds } from '../../src/core/two-step/kinds'

/**
 * Administrators' second factors (docs/decisions/037-two-step-login.md): an authenticator app's
 * key (encrypted with the site's secret), passkeys (public keys only) and recovery codes (hashed).
 * Nobody reads or writes them through the API, administrators included: the site's own code
 * (src/core/two-step) uses the Local API and SQL, and answers only what a screen may show.
 */
export const TwoStepFactors: CollectionConfig = {
  slug: 'two-step-factors',
  labels: { singular: panelLabel('twoStepFactor'), plural: panelLabel('twoStepFactors') },
  // Never shown in the panel: the two-step screen (/admin/two-step) shows what its owner may see.
  admin: { hidden: true, group: panelLabel('administration') },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'user', type: 'relationship', admin: { hidden: true }, relationTo: 'users', required: true, index: true },
    { name: 'kind', type: 'select', admin: { hidden: true }, required: true, options: [...factorKinds] },
    // A passkey's name, chosen by its owner ("Work laptop").
    { name: 'label', type: 'text', admin: { hidden: true }, maxLength: 60 },
    // An authenticator app's key, sealed with the site's secret (src/core/two-step/sealed.ts). It is
    // not yet in use until a code made from it has been typed back (`confirmedAt`).
    { name: 'secret', type: 'text', admin: { hidden: true } },
    { name: 'confirmedAt', type: 'date', admin: { hidden: true } },
    // The last time step whose code was accepted: a code is accepted once.
    { name: 'lastStep', type: 'number', admin: { hidden: true } },
    // A passkey: its credential id (base64url), public key (base64url COSE), signature counter,
    // transports, and the last challenge it answered (so that an answer is not taken twice).
    { name: 'credentialId', type: 'text', admin: { hidden: true }, unique: true },
    { name: 'publicKey', type: 'text', admin: { hidden: true } },
    { name: 'counter', type: 'number', admin: { hidden: true } },
    { name: 'transports', type: 'json', admin: { hidden: true } },
    { name: 'lastChallenge', type: 'text', admin: { hidden: true } },
    { name: 'lastUsedAt', type: 'date', admin: { hidden: true } },
    // A recovery code's keyed hash, and when it was used.
    { name: 'codeHash', type: 'text', admin: { hidden: true }, index: true },
    { name: 'usedAt', type: 'date', admin: { hidden: true } },
  ],
  timestamps: true,
}
