/** Identity's HTTP contract: authentication, users and roles (one file each under ./identity/). */
export * from './identity/auth';
export * from './identity/users';
export * from './identity/roles';
