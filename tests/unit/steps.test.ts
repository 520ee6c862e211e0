import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { prepareInChild } from '../../scripts/lib/prepare-database'
import { StartupError } from '../../scripts/lib/runtime'
import { step, StepTimeout } from '../../scripts/lib/steps'

// decision 027: every step of a script says when it begins and how long it took, and one that
// overstays its limit ends in one line naming it and what it waited for, never in silence.

describe('step', () => {
  it('logs the beginning and the time taken, and gives back the result', async () => {
    const lines: string[] = []
    const result = await step(
      'migrations',
      { limit: 5, waitingFor: 'the migrations', log: (l) => lines.push(l) },
      async () => 42,
    )
    expect(result).toBe(42)
    expect(lines[0]).toBe('migrations...')
    expect(lines[1]).toMatch(/^migrations: done in \d+\.\d s$/)
  })

  it('a step that never ends stops with one line naming it, what it last waited for and the diagnosis', async () => {
    const lines: string[] = []
    const never = step(
      'loading Payload',
      {
        limit: 0.2,
        waitingFor: 'the configuration',
        log: (l) => lines.push(l),
        diagnose: async () => 'PostgreSQL answers and is running no query of the site',
      },
      async (current) => {
        current.waitingFor('Payload to connect to PostgreSQL')
        await new Promise(() => {})
      },
    )
    const error = await never.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StepTimeout)
    expect(error).toBeInstanceOf(StartupError)
    expect((error as StepTimeout).step).toBe('loading Payload')
    expect((error as Error).message).toBe(
      'loading Payload did not finish within 0.2 s: still waiting for Payload to connect to PostgreSQL (PostgreSQL answers and is running no query of the site).',
    )
    expect(lines).toEqual(['loading Payload...'])
  })

  it("a step's failure is its own error, not a time-out", async () => {
    await expect(
      step('seed', { limit: 5, waitingFor: 'x', log: () => {} }, async () => Promise.reject(new Error('no such file'))),
    ).rejects.toThrow('no such file')
  })
})

describe('prepareInChild', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-prepare-'))
  const script = path.join(import.meta.dirname, '../helpers/stalling-prepare.mjs')
  const countFile = path.join(dir, 'count')
  afterEach(() => fs.rmSync(countFile, { force: true }))
  const run = (env: Record<string, string>) => {
    Object.assign(process.env, { COUNT_FILE: countFile, ...env })
    return prepareInChild({ script }, 3)
  }
  const runs = () => Number(fs.readFileSync(countFile, 'utf8'))

  it('a stalled load is tried again in a new process', async () => {
    await run({ STALLS: '2', FAIL_AFTER: 'false' })
    expect(runs()).toBe(3)
  }, 60_000)

  it('gives up after the last attempt, with no line of its own', async () => {
    const error = await run({ STALLS: '5', FAIL_AFTER: 'false' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StartupError)
    expect((error as Error).message).toBe('')
    expect(runs()).toBe(3)
  }, 60_000)

  it('any other failure is not tried again', async () => {
    await expect(run({ STALLS: '0', FAIL_AFTER: 'true' })).rejects.toBeInstanceOf(StartupError)
    expect(runs()).toBe(1)
  }, 60_000)
})
