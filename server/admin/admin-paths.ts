/** Where the office inbox lives: /admin in Mongolian, /en/admin in English. */
export const ADMIN_PATHS = ['/admin', '/en/admin'] as const;
