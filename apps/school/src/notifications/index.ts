export { NOTICE_LIFETIME_MS, NotificationsProvider, type Notify, useNotify } from './notifications';
