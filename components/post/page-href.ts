/** The public address of a news list page; page 1 is the list itself. */
export const pageHref = (page: number) => (page === 1 ? "/post" : `/post?page=${page}`);
