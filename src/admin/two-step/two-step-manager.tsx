'use client'

import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useAdminT } from '../ui/admin-i18n'
import { LoadFailure } from '../ui/form-parts'
import { useLoadFailure } from '../ui/use-load-failure'
import { AuthenticatorApp } from './authenticator-app'
import { Passkeys } from './passkeys'
import { RecoveryCodes, ShownRecoveryCodes } from './recovery-codes'
import { Sessions } from './sessions'
import { readStatus, sessionsKey, statusKey } from './two-step-parts'
import './two-step.css'

/**
 * The signed-in administrator's two-step login: its status, the authenticator app, passkeys,
 * recovery codes (shown once, whenever the server hands out new ones) and the account's sessions.
 */
export function TwoStepManager({ account }: { account: string }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  )
  return (
    <QueryClientProvider client={client}>
      <TwoStep account={account} />
    </QueryClientProvider>
  )
}

function TwoStep({ account }: { account: string }) {
  const { t } = useAdminT()
  const queryClient = useQueryClient()
  const status = useQuery({ queryKey: statusKey, queryFn: readStatus })
  // Recovery codes the server just handed out: on screen until the administrator says they are kept.
  const [codes, setCodes] = useState<string[] | null>(null)
  useLoadFailure(status.isError, t('twoStep.loadFailed'))

  /** After a change: adding or removing a factor also ends the other sessions on the server. */
  const changed = useCallback(
    async (recoveryCodes?: string[] | null) => {
      if (recoveryCodes && recoveryCodes.length > 0) setCodes(recoveryCodes)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: statusKey }),
        queryClient.invalidateQueries({ queryKey: sessionsKey }),
      ])
    },
    [queryClient],
  )

  const data = status.data
  return (
    <div className="bo-page">
      <h1>{t('twoStep.title')}</h1>
      <p className="bo-muted">{t('twoStep.intro')}</p>
      {codes && <ShownRecoveryCodes codes={codes} account={account} onDone={() => setCodes(null)} />}
      {status.isError ? (
        <LoadFailure message={t('twoStep.loadFailed')} />
      ) : !data ? (
        <p role="status" className="bo-muted">
          {t('twoStep.loading')}
        </p>
      ) : (
        <>
          <section className="bo-fieldset" aria-labelledby="two-step-status">
            <h2 id="two-step-status" className="ts-title">
              {t('twoStep.statusTitle')}
            </h2>
            <p className="ts-status">
              {t('twoStep.statusLabel')}{' '}
              <strong className={`bo-badge${data.enabled ? ' bo-badge--on' : ''}`} data-testid="two-step-status">
                {data.enabled ? t('twoStep.on') : t('twoStep.off')}
              </strong>
            </p>
            <p className="bo-muted">{data.required ? t('twoStep.requiredYes') : t('twoStep.requiredNo')}</p>
          </section>
          <AuthenticatorApp status={data} onChanged={changed} />
          <Passkeys status={data} onChanged={changed} />
          <RecoveryCodes status={data} onChanged={changed} />
        </>
      )}
      <Sessions />
    </div>
  )
}
