'use client'

import { useState } from 'react'
import { downloadText } from '@/components/ui/download-text'
import { secondaryButton, StepHeading } from './step-heading'
import type { TwoStepStrings } from './two-step-strings'

type Props = {
  codes: string[]
  strings: Pick<TwoStepStrings, 'recoveryTitle' | 'recoveryIntro' | 'copy' | 'copied' | 'download' | 'recoveryDone'>
  /** The administrator has kept them: the login goes on. */
  onDone: () => void
}

/** The recovery codes of a new second factor, shown this once: to copy, to download, to keep. */
export function RecoveryCodes({ codes, strings, onDone }: Props) {
  const [copied, setCopied] = useState(false)
  const text = `${codes.join('\n')}\n`

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
    } catch {
      // No clipboard here (or refused): the codes stay on screen to select, and to download.
      setCopied(false)
    }
  }

  const download = () => downloadText(`recovery-codes-${window.location.hostname}.txt`, text)

  return (
    <section aria-labelledby="recovery-codes-title" className="grid gap-4">
      <StepHeading id="recovery-codes-title">{strings.recoveryTitle}</StepHeading>
      <p>{strings.recoveryIntro}</p>
      <ul
        dir="ltr"
        aria-labelledby="recovery-codes-title"
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border border-black/15 p-4 font-mono text-lg dark:border-white/20"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} onClick={copy}>
          {strings.copy}
        </button>
        <button type="button" className={secondaryButton} onClick={download}>
          {strings.download}
        </button>
      </div>
      <p role="status" className="min-h-6 text-sm">
        {copied ? strings.copied : ''}
      </p>
      <div>
        <button
          type="button"
          onClick={onDone}
          className="inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {strings.recoveryDone}
        </button>
      </div>
    </section>
  )
}
