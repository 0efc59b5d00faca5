// Where an author is read and edited: the public page, the editor's page and the API's address.

/** The author's public page: /autor/{slug}, its later pages /autor/{slug}?page=N (next.config.ts rewrites them). */
export const authorPath = (slug: string, page = 1) => (page <= 1 ? `/autor/${slug}` : `/autor/${slug}?page=${page}`);

/** The editor's list of authors, and the page where one author's bio and photo are edited. */
export const AUTHORS_EDITOR_PATH = "/editor/autores";
export const authorEditorPath = (slug: string) => `${AUTHORS_EDITOR_PATH}/${slug}`;

/** The API's address of one author: GET reads, PUT changes the bio and photo. */
export const authorApiPath = (slug: string) => `/edmNews/authors/${slug}`;
