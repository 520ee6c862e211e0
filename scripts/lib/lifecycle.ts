/**
 * What the server (scripts/serve.ts) tells the start script over their IPC channel, and how
 * long a graceful stop may take (docs/decisions/027-a-start-that-cannot-hang.md).
 */
export type ServerMessage = { phase?: string; ready?: boolean }

export const serverReady = (message: ServerMessage) => message.ready === true

/**
 * Seconds a stopping server gives the requests it is serving, then its mail and jobs, before it
 * closes what is left; the start script ends it if it is still there 10 s later. Inside the 30 s
 * that Docker and Kubernetes wait before SIGKILL.
 */
export const shutdownLimit = 20
