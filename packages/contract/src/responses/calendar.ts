import { z } from 'zod';

/** Whether the user has a calendar feed; its address is never shown again after it is made (decision 139). */
export const calendarFeedStatusSchema = z.object({
  exists: z.boolean(),
  /** ISO instant the current address was made; null without a feed. */
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** The feed's secret address, answered once, when it is made. */
export const calendarFeedLinkSchema = z.object({ url: z.string() });
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;
