// The production server that `npm start` runs once the database is ready: Next behind the
// site's request guard (scripts/lib/site-server.ts). Not meant to be run by hand: it tells the
// start script, over their IPC channel, what it waits for and when it is ready.
import type { ServerMessage } from './lib/lifecycle'
import { listenFailure, log, projectRoot, runScript } from './lib/runtime'
import { serveSite } from './lib/site-server'
import { setting } from '../src/core/config'

const tell = (message: ServerMessage) => process.send?.(message)

// tsx turns Node's source maps on, and with them on Node reads the map of every module it loads:
// Next's server chunks carry about 390 MB of them, about 5 s of each start and a read on each
// route's first request (docs/decisions/043-test-time.md). `next start` leaves them off as well.
if (!setting('SERVE_SOURCE_MAPS')) process.setSourceMapsEnabled(false)

runScript(
  async () => {
    const port = setting('PORT')
    // On every interface, as `next start` does (HOSTNAME is not read: containers set it to their own name).
    await serveSite({ port, dir: projectRoot, onPhase: (phase) => tell({ phase }) }).catch((error: unknown) => {
      throw listenFailure(port, error)
    })
    log(`serving on http://localhost:${port}`)
    tell({ ready: true })
  },
  { exitWhenDone: false },
)
