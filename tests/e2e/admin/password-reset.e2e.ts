import { expect, test } from '@playwright/test'
import { adminHeaders, body, from } from '../contract/helpers'
import { waitForMail } from '../mailbox'

test('forgot password in French → the mail in French → the reset page → login with the new password', async ({
  page,
  request,
}) => {
  const auth = await adminHeaders(request)
  const username = `walk-${Date.now().toString(36)}`
  const email = `${username}@e2e.example`
  const created = await request.post('/api/users', {
    headers: auth,
    data: { username, email, password: `${username}-old-pass` },
  })
  expect(created.status(), await created.text()).toBe(201)

  await page.goto('/admin-login?lang=fr')
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous avez oublié votre mot de passe ?')
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email)
  await page.getByRole('button', { name: 'Envoyer le lien' }).click()
  await expect(page.getByRole('status')).toContainText('Si un compte administrateur a cette adresse')

  const mail = await waitForMail(email, (m) => /admin-reset\?token=/.test(m.text ?? ''))
  expect(mail.subject).toBe('Choisissez un nouveau mot de passe pour Recherche climatique et humanitaire')
  expect(mail.html).toContain('lang="fr"')
  const link = /https?:\/\/\S+\/admin-reset\?token=[0-9a-f]+&lang=fr/.exec(mail.text!)![0]
  expect(new URL(link).pathname).toBe('/admin-reset')

  // The link as the mail gives it, with this run's host (SERVER_URL is not set in e2e).
  const url = new URL(link)
  await page.goto(`${url.pathname}${url.search}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choisissez un nouveau mot de passe')
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('short')
  await page.getByLabel('Répétez le nouveau mot de passe').fill('short')
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click()
  await expect(page.getByLabel('Nouveau mot de passe', { exact: true })).toHaveAccessibleDescription(
    'Le mot de passe doit comporter au moins 6 caractères',
  )
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('jamuna-floodplain-9')
  await page.getByLabel('Répétez le nouveau mot de passe').fill('jamuna-floodplain-9')
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Votre mot de passe a été changé. Vous pouvez maintenant vous connecter avec.',
  )

  await page.getByRole('link', { name: 'Aller à la page de connexion' }).click()
  await page.getByRole('textbox', { name: 'Nom d’utilisateur' }).fill(username)
  await page.getByLabel('Mot de passe', { exact: true }).fill('jamuna-floodplain-9')
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(/\/admin(\/)?$/, { timeout: 30_000 })

  // Following the same link again says it no longer works.
  await page.goto(`${url.pathname}${url.search}`)
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('second-try-55')
  await page.getByLabel('Répétez le nouveau mot de passe').fill('second-try-55')
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Ce lien n’est pas valide ou a expiré. Veuillez en demander un nouveau.',
  )
  expect(
    (
      await body(
        await request.post('/api/login', { data: { username, password: 'jamuna-floodplain-9' }, headers: from() }),
      )
    ).success,
  ).toBe(true)
})
