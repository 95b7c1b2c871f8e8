import { Alert, Button, Spinner } from '@aula/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ErrorCode } from '../../../shell/error-code';
import { teacherQueries } from '../queries';
import { messagePath } from '../sections';
import { TEACHER_TEXTS } from '../teacher-errors';
import { CourseStudentsList } from './course-students-list/course-students-list';

/** Estudiantes: the students enrolled in the course, with a name search and a 'Mensaje' button. */
export function CourseStudents({ courseId }: { courseId: number }) {
  const students = useQuery(teacherQueries.courseStudents(courseId));
  const navigate = useNavigate();
  if (students.isPending) return <Spinner label="Cargando estudiantes..." align="start" className="py-6" />;
  if (students.isError) {
    return (
      <Alert variant="danger">
        <p>{TEACHER_TEXTS.courseStudentsLoadFailed}</p>
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
    <CourseStudentsList
      students={students.data}
      // Their conversation about this course opens, or the composer to them if there is none yet.
      onMessage={(student) => navigate(messagePath(student.id, courseId))}
    />
  );
}
