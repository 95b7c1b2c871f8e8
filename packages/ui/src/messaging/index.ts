export {
  formatCharacterCount,
  formatFileSize,
  formatInboxDate,
  formatMessageDateTime,
  personName,
  SCHOOL_TIME_ZONE,
} from './format';
export {
  conversationTitle,
  defaultInboxLabels,
  Inbox,
  type InboxLabels,
  type InboxProps,
} from './inbox/inbox';
export {
  defaultMessageComposerLabels,
  MessageComposer,
  type MessageComposerErrors,
  type MessageComposerLabels,
  type MessageComposerMode,
  type MessageComposerProps,
  type MessageComposerValues,
  recipientKey,
} from './message-composer/message-composer';
export {
  defaultMessageThreadLabels,
  MessageThread,
  type MessageThreadLabels,
  type MessageThreadProps,
  readReceipt,
} from './message-thread/message-thread';
export type {
  InboxConversation,
  MessagingCourse,
  MessagingPerson,
  MessagingRecipient,
  MessagingRole,
  ThreadMessage,
} from './types';
