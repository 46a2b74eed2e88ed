/** Who is calling: resolved from the bearer token by the auth plugin. */
export interface SessionContext {
  userId: number;
  accessTokenId: number;
  /** The superadmin behind an impersonation session, else null. */
  impersonatorId: number | null;
  /** When the password (or impersonation) sign-in behind this session happened. */
  signedInAt: Date;
}

/** A session inside a client the user manages: what every tenant-scoped call works with. */
export interface AuthContext extends SessionContext {
  clientId: number;
}
