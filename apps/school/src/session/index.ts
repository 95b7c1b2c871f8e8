export { noteSessionLifetime, sessionOutlivedBrowser } from './browser-close';
export type { Session, SessionStorage, StoredUser } from './session';
export {
  hasRole,
  homeForRoles,
  logout,
  readSession,
  saveSession,
  updateStoredUser,
} from './session';
export { useSession } from './use-session';
