'use client'

import type { PasskeySummary, TwoStepStatus } from '@/core/two-step/factors'
import type { SessionInfo } from '@/core/two-step/sessions'
import { adminApi } from '../ui/admin-api'
import { useAdminT } from '../ui/admin-i18n'

/** What `GET /api/two-step` answers. */
export type TwoStepState = TwoStepStatus & { passkeysAvailable: boolean; required: boolean }
export type { PasskeySummary, SessionInfo }

/** The screen's two reads, by their query keys: a change to a factor refreshes both. */
export const statusKey = ['two-step'] as const
export const sessionsKey = ['sessions'] as const
export const readStatus = () => adminApi<TwoStepState>('/api/two-step')
export const readSessions = () => adminApi<SessionInfo[]>('/api/sessions')

/** A date and time in the panel's language. */
export function useWhen() {
  const { i18n } = useAdminT()
  return (at: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at))
}

export { isIpAddress } from '@/core/two-step/address'
