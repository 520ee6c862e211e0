// npm run soak:start [-- --starts N --clones N --budget S --clone-budget S]: starts the site
// again and again as a new user would, and fails on any start that does not serve its first
// page within its budget or does not stop cleanly on SIGTERM (docs/decisions/027-*):
// - N starts (default 20) of this checkout, each on an empty DATA_DIR (its own PostgreSQL
//   cluster, migrations, first administrator, seed);
// - N starts (default 3) from a fresh `git clone` of the committed HEAD, `npm install`, then
//   `npm start` (its build included), stopped through npm as a service manager stops it.
// Prints the time to first page and to a clean stop of each.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { buildIsCurrent } from './lib/build-state'
import { groupMembers, signalGroup } from './lib/process-group'
import { log, projectRoot, runScript, StartupError } from './lib/runtime'
import { freePort } from './lib/free-port'

const { values } = parseArgs({
  options: {
    starts: { type: 'string', default: '20' },
    clones: { type: 'string', default: '3' },
    budget: { type: 'string', default: '180' },
    'clone-budget': { type: 'string', default: '900' },
  },
})
const count = (name: string, value: string | undefined) => {
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new StartupError(`--${name} must be a whole number, not "${value}".`)
  return n
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

type Outcome = { ok: boolean; line: string }
type Env = Record<string, string | undefined>

/** Only what a new user's shell has (no DATABASE_URL, no NODE_ENV, none of this shell's settings), and `extra`. */
function newUsersEnvironment(extra: Env): NodeJS.ProcessEnv {
  const kept = new Set(['PATH', 'HOME', 'LANG', 'TMPDIR', 'CI'])
  const environment = { ...process.env }
  for (const name of Object.keys(environment)) if (!kept.has(name)) delete environment[name]
  return Object.assign(environment, extra)
}

/** Starts `command` in a process group of its own, waits for its first page, then stops it with SIGTERM. */
async function startOnce(
  label: string,
  command: string,
  args: string[],
  cwd: string,
  env: Env,
  budgetS: number,
): Promise<Outcome> {
  const port = await freePort()
  let output = ''
  const started = Date.now()
  const child: ChildProcess = spawn(command, args, {
    cwd,
    env: newUsersEnvironment({ ...env, PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const killGroup = () => signalGroup(child, 'SIGKILL')
  const tail = () => output.trim().split('\n').slice(-6).join('\n    ')
  let served = 0
  while (!served) {
    if (child.exitCode !== null)
      return {
        ok: false,
        line: `${label}: the start exited with ${child.exitCode} after ${seconds(Date.now() - started)}\n    ${tail()}`,
      }
    if (Date.now() - started > budgetS * 1000) {
      killGroup()
      return { ok: false, line: `${label}: no page within ${budgetS} s; its last lines:\n    ${tail()}` }
    }
    const status = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5000) }).then(
      (res) => res.status,
      () => 0,
    )
    if (status === 200) served = Date.now() - started
    else await sleep(250)
  }
  const stopping = Date.now()
  child.kill('SIGTERM')
  const code = await Promise.race([exited, sleep(45_000).then(() => 'late' as const)])
  const stopped = Date.now() - stopping
  // Nothing of the instance may be left running: its server, its PostgreSQL (given 2 s to go).
  let left = groupMembers(child.pid!)
  for (let i = 0; i < 20 && left.length; i++) {
    await sleep(100)
    left = groupMembers(child.pid!)
  }
  if (left.length) killGroup()
  const line = `${label}: first page in ${seconds(served)}, stopped in ${seconds(stopped)}`
  if (code === 'late') return { ok: false, line: `${line}: still running 45 s after SIGTERM` }
  if (code !== 0) return { ok: false, line: `${line}: exited with ${code} on SIGTERM\n    ${tail()}` }
  if (left.length) return { ok: false, line: `${line}: left running: ${left.join('; ')}` }
  return { ok: true, line }
}

runScript(async () => {
  const starts = count('starts', values.starts)
  const clones = count('clones', values.clones)
  const budget = count('budget', values.budget)
  const cloneBudget = count('clone-budget', values['clone-budget'])
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'site-soak-'))
  fs.chmodSync(base, 0o711)
  const failures: string[] = []
  const record = (outcome: Outcome) => {
    console.log(`${outcome.ok ? 'ok  ' : 'FAIL'} ${outcome.line}`)
    if (!outcome.ok) failures.push(outcome.line)
  }
  try {
    // The starts on empty DATA_DIRs time a start, not a build: this checkout is built first.
    if (starts && !buildIsCurrent()) {
      log('building this checkout first (npm run build)')
      execFileSync(process.execPath, ['scripts/launch.mjs', 'build'], { cwd: projectRoot, stdio: 'inherit' })
    }
    for (let i = 1; i <= starts; i++) {
      const dataDir = path.join(base, `data-${i}`)
      const outcome = await startOnce(
        `start ${i}/${starts} (empty DATA_DIR)`,
        process.execPath,
        ['scripts/launch.mjs', 'start'],
        projectRoot,
        { DATA_DIR: dataDir },
        budget,
      )
      record(outcome)
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
    for (let i = 1; i <= clones; i++) {
      const clone = path.join(base, `clone-${i}`)
      const began = Date.now()
      execFileSync('git', ['clone', '--quiet', projectRoot, clone], { stdio: 'inherit' })
      execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
        cwd: clone,
        stdio: 'inherit',
        env: newUsersEnvironment({}),
      })
      log(`clone ${i}: git clone and npm install in ${seconds(Date.now() - began)}`)
      // `npm start` as the README says, stopped through npm (which passes SIGTERM on).
      record(await startOnce(`clone ${i}/${clones} (fresh clone, npm start)`, 'npm', ['start'], clone, {}, cloneBudget))
      fs.rmSync(clone, { recursive: true, force: true })
    }
  } finally {
    fs.rmSync(base, { recursive: true, force: true })
  }
  console.log(
    `${starts + clones - failures.length} of ${starts + clones} starts served within budget and stopped cleanly`,
  )
  if (failures.length) throw new StartupError(`${failures.length} start(s) failed`)
})
