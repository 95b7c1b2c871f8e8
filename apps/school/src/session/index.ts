export { noteSessionLifetime, sessionOutlivedBrowser } from './browser-close';
export type { Session, SessionStorage, StoredUser } from './session';
export {
  endClosedSession,
  hasRole,
  homeForRoles,
  logout,
  readSession,
  saveSession,
  sessionWasClosed,
  updateStoredUser,
} from './session';
export { useSession } from './use-session';
