// The editor's own addresses.
export const EDITOR_PATH = "/editor";
export const CREATE_POST_PATH = "/createPost";
/** The second step of a sign-in for a person with an authenticator app: its code (the login's own pages are in lib/urls.ts). */
export const SECOND_FACTOR_PATH = "/login/codigo";

const postPath = (id: string) => `${EDITOR_PATH}/posts/${encodeURIComponent(id)}`;

export const editPostPath = postPath;
export const postPreviewPath = (id: string) => `${postPath(id)}/preview`;
export const postHistoryPath = (id: string) => `${postPath(id)}/history`;
/** Its live coverage: the window, and the updates written during the event. */
export const liveCoveragePath = (id: string) => `${postPath(id)}/en-vivo`;

/** The guide's events: their list, the form of a new one, and each one's form. */
export const EVENTS_EDITOR_PATH = `${EDITOR_PATH}/eventos`;
export const NEW_EVENT_PATH = `${EVENTS_EDITOR_PATH}/nuevo`;
export const editEventPath = (id: string) => `${EVENTS_EDITOR_PATH}/${encodeURIComponent(id)}`;

/** What readers read: the site's views by day, its top posts, where readers come from and on what they read. */
export const STATS_EDITOR_PATH = `${EDITOR_PATH}/estadisticas`;
export const statsPath = (days: string) => `${STATS_EDITOR_PATH}?dias=${days}`;

/** The boletín: its readers, the next edition's preview, the test send, "Enviar" and what was sent before. */
export const NEWSLETTER_EDITOR_PATH = `${EDITOR_PATH}/boletin`;
/** The confirmed addresses as CSV, for the editor's own records or a move to another service. */
export const SUBSCRIBERS_CSV_PATH = `${NEWSLETTER_EDITOR_PATH}/suscriptores.csv`;
/** The next edition's mail as a reader will see it, shown in a frame of the boletín's page. */
export const EDITION_PREVIEW_PATH = `${NEWSLETTER_EDITOR_PATH}/vista-previa`;

export const TEAM_EDITOR_PATH = `${EDITOR_PATH}/equipo`;
/** The audit log: who signed in, invited, changed a role, published or sent what, and when. */
export const AUDIT_EDITOR_PATH = `${EDITOR_PATH}/registro`;
/** The person's own account: their API keys (and, later, their name, password and sessions). */
export const ACCOUNT_EDITOR_PATH = `${EDITOR_PATH}/cuenta`;
/** Where a session that must add a second factor first is sent (lib/auth/factor-requirement.ts): its notice. */
export const FACTOR_SETUP_PATH = `${ACCOUNT_EDITOR_PATH}#segundo-factor`;
/** Where an invitation's link lands: the token in the query, read once by the welcome form. */
export const WELCOME_PATH = `${EDITOR_PATH}/bienvenida`;
export const welcomePath = (token: string) => `${WELCOME_PATH}?${new URLSearchParams({ token })}`;
