import type { Page } from '@playwright/test'

/**
 * Chromium's virtual authenticator (DevTools' WebAuthn domain) for a page: a platform passkey
 * provider that verifies its user and answers at once. WebAuthn refuses IP addresses, and the
 * e2e site's relying party is `localhost`: open the page at `http://localhost:<port>`.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}
