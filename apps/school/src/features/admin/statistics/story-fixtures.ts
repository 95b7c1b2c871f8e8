import type { AdminStatistics } from './statistics';

export const statistics: AdminStatistics = {
  languages: ['Inglés', 'Español', 'Alemán', 'Francés'],
  coursesPerLanguage: [4, 1, 2, 3],
  teachersPerLanguage: [2, 1, 1, 2],
  studentsPerLanguage: [9, 2, 3, 5],
  totalTeachers: 6,
  totalStudents: 10,
  totalCourses: 10,
  completedCourses: 2,
  pendingCourses: 3,
};

export const emptyStatistics: AdminStatistics = {
  languages: ['Inglés', 'Español', 'Alemán', 'Francés'],
  coursesPerLanguage: [0, 0, 0, 0],
  teachersPerLanguage: [0, 0, 0, 0],
  studentsPerLanguage: [0, 0, 0, 0],
  totalTeachers: 0,
  totalStudents: 0,
  totalCourses: 0,
  completedCourses: 0,
  pendingCourses: 0,
};
