// The editor's own addresses.
export const EDITOR_PATH = "/editor";
export const CREATE_POST_PATH = "/createPost";

const postPath = (id: string) => `${EDITOR_PATH}/posts/${encodeURIComponent(id)}`;

export const editPostPath = postPath;
export const postPreviewPath = (id: string) => `${postPath(id)}/preview`;
export const postHistoryPath = (id: string) => `${postPath(id)}/history`;

/** The guide's events: their list, the form of a new one, and each one's form. */
export const EVENTS_EDITOR_PATH = `${EDITOR_PATH}/eventos`;
export const NEW_EVENT_PATH = `${EVENTS_EDITOR_PATH}/nuevo`;
export const editEventPath = (id: string) => `${EVENTS_EDITOR_PATH}/${encodeURIComponent(id)}`;

/** What readers read: the site's views by day, its top posts, where readers come from and on what they read. */
export const STATS_EDITOR_PATH = `${EDITOR_PATH}/estadisticas`;
export const statsPath = (days: string) => `${STATS_EDITOR_PATH}?dias=${days}`;
