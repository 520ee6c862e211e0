// How npm runs the site's TypeScript scripts: `node scripts/launch.mjs <script> [args]` runs
// scripts/<script>.ts under the tsx loader in a child process, passes SIGINT, SIGTERM and
// SIGHUP on to it, and exits as it does. Plain JavaScript, loaded without the loader, so that it
// cannot stall: a script whose own modules never finish loading under the loader (Node exits
// with 13, an unsettled top-level await; docs/decisions/027-*), or that says its load of Payload
// stalled before it changed anything (75, scripts/lib/prepare-database.ts), is started again, up
// to three times.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const [script, ...args] = process.argv.slice(2)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const unsettled = 13
const loadStalled = 75
const attempts = 3

let child
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true
    child?.kill(signal)
  })
}

function run(attempt) {
  child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', `${script}.ts`), ...args], {
    cwd: process.cwd(),
    stdio: 'inherit',
  })
  child.on('exit', (code, signal) => {
    if ((code === unsettled || code === loadStalled) && !stopping && attempt < attempts) {
      console.error(
        `[site] scripts/${script}.ts did not finish loading; starting it again (attempt ${attempt + 1} of ${attempts})`,
      )
      run(attempt + 1)
      return
    }
    process.exit(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGHUP' ? 1 : 15) : 1))
  })
}

if (!script || !/^[\w-]+$/.test(script)) {
  console.error('Usage: node scripts/launch.mjs <script> [args]')
  process.exit(2)
}
run(1)
