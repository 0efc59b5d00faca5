// The editor's own addresses.
export const EDITOR_PATH = "/editor";
export const CREATE_POST_PATH = "/createPost";

const postPath = (id: string) => `${EDITOR_PATH}/posts/${encodeURIComponent(id)}`;

export const editPostPath = postPath;
export const postPreviewPath = (id: string) => `${postPath(id)}/preview`;
export const postHistoryPath = (id: string) => `${postPath(id)}/history`;
