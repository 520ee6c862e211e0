import type { CollectionConfig } from 'payload'
import { nobody } from '../../src/core/access'
import { factorKinds } from '../../src/core/two-step/kinds'

/**
 * Administrators' second factors (docs/decisions/037-two-step-login.md): an authenticator app's
 * key (encrypted with the site's secret), passkeys (public keys only) and recovery codes (hashed).
 * Nobody reads or writes them through the API, administrators included: the site's own code
 * (src/core/two-step) uses the Local API and SQL, and answers only what a screen may show.
 */
export const TwoStepFactors: CollectionConfig = {
  slug: 'two-step-factors',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'kind', type: 'select', required: true, options: [...factorKinds] },
    // A passkey's name, chosen by its owner ("Work laptop").
    { name: 'label', type: 'text', maxLength: 60 },
    // An authenticator app's key, sealed with the site's secret (src/core/two-step/sealed.ts). It is
    // not yet in use until a code made from it has been typed back (`confirmedAt`).
    { name: 'secret', type: 'text' },
    { name: 'confirmedAt', type: 'date' },
    // The last time step whose code was accepted: a code is accepted once.
    { name: 'lastStep', type: 'number' },
    // A passkey: its credential id (base64url), public key (base64url COSE), signature counter,
    // transports, and the last challenge it answered (so that an answer is not taken twice).
    { name: 'credentialId', type: 'text', unique: true },
    { name: 'publicKey', type: 'text' },
    { name: 'counter', type: 'number' },
    { name: 'transports', type: 'json' },
    { name: 'lastChallenge', type: 'text' },
    { name: 'lastUsedAt', type: 'date' },
    // A recovery code's keyed hash, and when it was used.
    { name: 'codeHash', type: 'text', index: true },
    { name: 'usedAt', type: 'date' },
  ],
  timestamps: true,
}
