// Per-operation switches the app's links read from `context`. Declared on Apollo's DefaultContext so that
// useQuery({ context: { toast: false } }) is type-checked.
declare module '@apollo/client' {
  interface DefaultContext {
    /** Show the HTTP status toast on failure. Default: queries yes, mutations no (screens use dialogs). */
    toast?: boolean;
    /** Set by the error link once it has renewed the session and replayed the operation. */
    retriedAfterRefresh?: boolean;
  }
}

/** Operations that run without a session: they must never carry, or wait for, a bearer token. */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set(['Login', 'RefreshToken', 'Logout']);
