import { Alert, Button, Spinner } from '@aula/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ErrorCode } from '../../../shell/error-code';
import { teacherQueries } from '../queries';
import { messagePath } from '../sections';
import { TEACHER_TEXTS } from '../teacher-errors';
import { TeacherStudentsList } from './students-list/students-list';

/**
 * My students (spec, "Teacher panel"): every student of the teacher's courses, searchable and filterable by
 * course.
 */
export function StudentsSection() {
  const students = useQuery(teacherQueries.students());
  const navigate = useNavigate();
  if (students.isPending) return <Spinner label="Cargando estudiantes..." align="start" className="py-6" />;
  if (students.isError) {
    return (
      <Alert variant="danger">
        <p>{TEACHER_TEXTS.studentsLoadFailed}</p>
        <ErrorCode error={students.error} />
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => void students.refetch()}
        >
          Reintentar
        </Button>
      </Alert>
    );
  }
  return (
    <TeacherStudentsList
      rows={students.data}
      onMessage={(student, courseId) => navigate(messagePath(student.id, courseId))}
    />
  );
}
