import { createApiClient, type StudentTestResult } from '@aula/api-client';
import { testSubmissionSchema } from '@aula/forms';
import {
  CourseCard,
  DueStatusBadge,
  MaterialViewer,
  ScoreBadge,
  StudentCourseCard,
  TestRunner,
  type TestRunnerAnswer,
  type TestRunnerQuestion,
} from '@aula/ui';
import { useState } from 'react';

// A school's own page that embeds Aula's components, as the published packages would be used elsewhere.
// e2e/embedding.spec.ts packs the packages, installs them here, builds this app and drives it.

const questions: TestRunnerQuestion[] = [
  {
    id: 11,
    text: '¿Cuál es el pasado de «go»?',
    options: [
      { id: 111, text: 'goed' },
      { id: 112, text: 'went' },
    ],
  },
  {
    id: 12,
    text: '¿Qué significa «library»?',
    options: [
      { id: 121, text: 'Librería' },
      { id: 122, text: 'Biblioteca' },
    ],
  },
];
const correctOptions = new Set([112, 122]);
const fixedNow = new Date('2026-03-10T09:00:00Z');

// The host's own grading stands in for a server: the API client calls this instead of the network.
const hostFetch: typeof fetch = async (_input, init) => {
  const { answers } = testSubmissionSchema.parse(JSON.parse(String(init?.body)));
  const right = answers.filter((answer) => correctOptions.has(answer.selectedOptionId)).length;
  const result = {
    score: (right / questions.length) * 10,
    feedback: 'Corregido por la academia anfitriona.',
    completedAt: '2026-03-10T09:30:00Z',
  };
  return new Response(JSON.stringify(result), { headers: { 'Content-Type': 'application/json' } });
};
const api = createApiClient({ baseUrl: '/api', getToken: () => 'token-del-anfitrion', fetch: hostFetch });

export function App() {
  const [received, setReceived] = useState<TestRunnerAnswer[] | null>(null);
  const [result, setResult] = useState<StudentTestResult | null>(null);
  const [downloads, setDownloads] = useState(0);

  async function submit(answers: TestRunnerAnswer[]) {
    setReceived(answers);
    setResult(await api.student.submitTest(7, answers));
  }

  return (
    <main>
      <h1>Academia anfitriona</h1>
      <ol id="host-list">
        <li>Una lista de la página anfitriona, con su estilo de siempre.</li>
      </ol>
      <StudentCourseCard
        href="/cursos/3"
        course={{
          id: 3,
          name: 'Inglés B1',
          description: 'Curso de inglés intermedio.',
          level: 'B1',
          type: 'GRUPAL',
          teacherName: 'Ana Pérez',
          completed: false,
        }}
      />
      <CourseCard
        name="Cursos grupales"
        courseType="Grupal"
        image={{ src: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alt: '', width: 320, height: 200 }}
        features={[{ icon: '✓', text: 'Grupos reducidos' }]}
        action={{ label: 'Ver cursos grupales', href: '/grupales' }}
      />
      <p>
        <DueStatusBadge dueDate="2026-03-12T23:59:00Z" now={fixedNow} /> <ScoreBadge score={9.5} />
      </p>
      <MaterialViewer
        title="Vocabulario de la unidad 1"
        hasFile
        fileName="unidad-1.pdf"
        onDownload={() => setDownloads((count) => count + 1)}
      />
      <output data-testid="downloads">{downloads}</output>
      <TestRunner
        title="Test de la unidad 1"
        questions={questions}
        onSubmit={submit}
        result={result}
        onReturn={() => setResult(null)}
        timeZone="Europe/Madrid"
      />
      <output data-testid="received">{received ? JSON.stringify(received) : ''}</output>
    </main>
  );
}
