/*
 * What enrolling says (decision 140). No zod here: the student panel and the public pages show these texts
 * without bundling the student's form schemas (student.ts).
 */

/** Ours: enrolment refusals the spec does not name. */
export const STUDENT_ENROL_MESSAGES = {
  ownCourse: 'No puedes inscribirte en un curso que impartes.',
  // Decision 140: an intensive course takes 3 students, a group course 15.
  courseFull: 'El curso está completo: ya no quedan plazas libres.',
} as const;

/** Ours (decision 140): what the available courses say about the places of a course with a limit. */
export const COURSE_PLACES_LABELS = {
  full: 'Curso completo',
  left: (places: number) => (places === 1 ? 'Queda 1 plaza' : `Quedan ${places} plazas`),
} as const;
