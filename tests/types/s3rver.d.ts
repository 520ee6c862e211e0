// s3rver ships no types and has no @types package: the little the S3 ops test uses.
declare module 's3rver' {
  type Options = {
    address?: string
    port?: number
    directory: string
    silent?: boolean
    configureBuckets?: { name: string }[]
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
