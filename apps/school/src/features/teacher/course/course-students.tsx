import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { QueryState, SECTION_SPINNER } from '../../../shell/query-state';
import { teacherQueries } from '../queries';
import { messagePath } from '../sections';
import { TEACHER_TEXTS } from '../teacher-errors';
import { CourseStudentsList } from './course-students-list/course-students-list';

/** Estudiantes: the students enrolled in the course, with a name search and a 'Mensaje' button. */
export function CourseStudents({ courseId }: { courseId: number }) {
  const { t } = useLingui();
  const students = useQuery(teacherQueries.courseStudents(courseId));
  const navigate = useNavigate();
  if (students.data === undefined)
    return (
      <QueryState
        query={students}
        loading={t`Cargando estudiantes...`}
        failure={() => TEACHER_TEXTS.courseStudentsLoadFailed}
        spinner={SECTION_SPINNER}
      />
    );
  return (
    <CourseStudentsList
      students={students.data}
      // Their conversation about this course opens, or the composer to them if there is none yet.
      onMessage={(student) => navigate(messagePath(student.id, courseId))}
    />
  );
}
