/** Where the office inbox lives: /admin in Mongolian, /en/admin in English. */
export const ADMIN_PATHS = ['/admin', '/en/admin'] as const;

const ADMIN_PATH = /^(?:\/en)?\/admin(?:\/|$)/i;

/** Admin pages are never served from the page cache: they depend on the session and on whether accounts exist. */
export const isAdminPath = (pathname: string) => ADMIN_PATH.test(pathname);
