/** The browser tab's title of a page: '<page> | 한판'. */
export const siteTitle = (pageTitle: string) => `${pageTitle} | 한판`;
