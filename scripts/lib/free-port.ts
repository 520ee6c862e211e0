import fs from 'node:fs'
import net from 'node:net'

/** The ports this process handed out: none is given twice. */
const handedOut = new Set<number>()

/** The first port of the kernel's range for ephemeral ports (32768 where it cannot be read). */
function ephemeralStart(): number {
  try {
    const first = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0])
    return Number.isInteger(first) && first > 1024 ? first : 32_768
  } catch {
    return 32_768
  }
}

/** Whether a server can listen on `port` on every interface now. */
const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer()
    server.unref()
    server.once('error', () => resolve(false))
    server.listen(port, () => server.close(() => resolve(true)))
  })

/**
 * A free TCP port below the kernel's range for ephemeral ports. A port the kernel handed out for
 * `listen(0)` can be the source port of the next outgoing connection, and whoever is given the
 * port may listen on it only later (a site after its start, a minute beside the tests; PostgreSQL
 * again after a restart, decision 012): a connection made meanwhile took it. The kernel never
 * hands out a port below that range by itself.
 */
export async function freePort(): Promise<number> {
  const low = 10_000
  const high = Math.min(ephemeralStart(), 32_768)
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low))
    if (handedOut.has(port) || !(await canListen(port))) continue
    handedOut.add(port)
    return port
  }
  throw new Error(`no free TCP port found between ${low} and ${high}`)
}
