import { z } from 'zod';
import { activityTypeSchema, teacherActivityResultSchema } from './activity';
import { type Material, materialListSchema, materialSchema } from './material';
import { teacherQuestionKindFields } from './questions';

export const teacherActivityTypeSchema = activityTypeSchema;
export type TeacherActivityType = z.infer<typeof teacherActivityTypeSchema>;

/** GET /teacher/students: one row per student and course of this teacher (spec section 3, "Student of teacher"). */
export const teacherStudentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  username: z.string(),
  courseId: z.number().int(),
  courseName: z.string(),
});
export type TeacherStudent = z.infer<typeof teacherStudentSchema>;
export const teacherStudentListSchema = z.array(teacherStudentSchema);

/** GET /teacher/course/{id}/students (spec section 3, "Student in a course list"). */
export const teacherCourseStudentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  username: z.string(),
});
export type TeacherCourseStudent = z.infer<typeof teacherCourseStudentSchema>;
export const teacherCourseStudentListSchema = z.array(teacherCourseStudentSchema);

export { teacherActivityResultSchema };
export type TeacherActivityResult = z.infer<typeof teacherActivityResultSchema>;
export const teacherActivityResultListSchema = z.array(teacherActivityResultSchema);

export const teacherMaterialSchema = materialSchema;
export type TeacherMaterial = Material;
export const teacherMaterialListSchema = materialListSchema;

/** An activity of one of this teacher's courses, with how many questions (tests) and submissions it has. */
export const teacherActivitySchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  title: z.string(),
  description: z.string(),
  type: teacherActivityTypeSchema,
  /** ISO 8601 instant. */
  dueDate: z.string(),
  questionCount: z.number().int(),
  resultCount: z.number().int(),
  /** A test still takes attempts after its due date (decision 103). Optional: added later. */
  allowLateAttempts: z.boolean().optional(),
});
export type TeacherActivity = z.infer<typeof teacherActivitySchema>;
export const teacherActivityListSchema = z.array(teacherActivitySchema);

export const teacherOptionSchema = z.object({ id: z.number().int(), text: z.string(), correct: z.boolean() });
export type TeacherOption = z.infer<typeof teacherOptionSchema>;
/** A question of any kind: options only for choice ([] otherwise), the kind's own fields else. */
export const teacherQuestionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  options: z.array(teacherOptionSchema),
  ...teacherQuestionKindFields,
});
export type TeacherQuestion = z.infer<typeof teacherQuestionSchema>;

/** GET /teacher/test/{id}: the test with its questions and options, the correct ones marked. */
export const teacherTestSchema = teacherActivitySchema.extend({
  type: z.literal('TEST'),
  questions: z.array(teacherQuestionSchema),
});
export type TeacherTest = z.infer<typeof teacherTestSchema>;
