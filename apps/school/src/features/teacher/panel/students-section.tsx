import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { QueryState, SECTION_SPINNER } from '../../../shell/query-state';
import { teacherQueries } from '../queries';
import { messagePath } from '../sections';
import { TEACHER_TEXTS } from '../teacher-errors';
import { TeacherStudentsList } from './students-list/students-list';

/**
 * My students (spec, "Teacher panel"): every student of the teacher's courses, searchable and filterable by
 * course.
 */
export function StudentsSection() {
  const { t } = useLingui();
  const students = useQuery(teacherQueries.students());
  const navigate = useNavigate();
  if (students.data === undefined)
    return (
      <QueryState
        query={students}
        loading={t`Cargando estudiantes...`}
        failure={() => TEACHER_TEXTS.studentsLoadFailed}
        spinner={SECTION_SPINNER}
      />
    );
  return (
    <TeacherStudentsList
      rows={students.data}
      onMessage={(student, courseId) => navigate(messagePath(student.id, courseId))}
    />
  );
}
