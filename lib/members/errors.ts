// What the team's rules refuse, for the API to answer (lib/api/errors.ts).

/** The change would leave the newsroom without an active Administrador, or touches an account in the wrong state. */
export class TeamRuleError extends Error {}

/** No account has that id, or none is in the state the request needs (an invitation already accepted). */
export class MemberNotFoundError extends Error {}
