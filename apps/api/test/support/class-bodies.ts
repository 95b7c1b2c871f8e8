/** Valid bodies of the live-class routes, for the access suites (role matrix, object walk, fuzzer). */
export const classBodies = {
  'PUT /api/teacher/course/:courseId/timetable': {
    startDate: '2030-01-07',
    endDate: '2030-06-28',
    slots: [
      { weekday: 1, startTime: '19:00', durationMinutes: 90 },
      { weekday: 3, startTime: '19:00', durationMinutes: 90 },
    ],
    meetingUrl: '',
  },
  'POST /api/teacher/course/:courseId/class-change': {
    kind: 'extra',
    date: '2030-02-01',
    time: '10:00',
    durationMinutes: 60,
    reason: 'Repaso',
  },
  'POST /api/student/course/:courseId/join': { classKey: '2030-01-07T18:00:00.000Z' },
} as const;
