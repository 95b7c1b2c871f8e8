export { bellBadge } from './notification-menu/bell-count';
export {
  defaultNotificationMenuLabels,
  NotificationMenu,
  type NotificationMenuItem,
  type NotificationMenuLabels,
  type NotificationMenuProps,
  type UpcomingGroup,
} from './notification-menu/notification-menu';
export {
  defaultNotificationPreferencesLabels,
  type EmailDeliveryChoice,
  type NotificationPreferenceRow,
  NotificationPreferencesForm,
  type NotificationPreferencesFormProps,
  type NotificationPreferencesLabels,
  type NotificationPreferencesStatus,
} from './notification-preferences-form/notification-preferences-form';
