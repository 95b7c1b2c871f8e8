/** `@aula/ui/due-status-badge`: how an activity stands against its due date. */
export { type DueStatus, type DueStatusKind, dueStatus } from './domain/due-status-badge/due-status';
export {
  DueStatusBadge,
  type DueStatusBadgeProps,
} from './domain/due-status-badge/due-status-badge';
