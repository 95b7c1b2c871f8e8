/** What a teacher sets a course: a written task handed in for review, or a test (spec section 4). */
export const ACTIVITY_TYPES = ['TASK', 'TEST'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
/** The spec names a task 'Ejercicio escrito' wherever a list shows an activity's type. */
export const ACTIVITY_TYPE_NAMES = {
  TASK: 'Ejercicio escrito',
  TEST: 'Test',
} as const satisfies Record<ActivityType, string>;
