import { createApiClient, type StudentTestResult } from '@aula/api-client';
import { testSubmissionSchema } from '@aula/forms';
import { es, type UiStrings, UiStringsProvider } from '@aula/ui';
import { CourseCard, StudentCourseCard } from '@aula/ui/course-card';
import { DueStatusBadge } from '@aula/ui/due-status-badge';
import { MaterialViewer } from '@aula/ui/material-viewer';
import { ScoreBadge } from '@aula/ui/score-badge';
import { en } from '@aula/ui/strings/en';
import { TestRunner, type TestRunnerAnswer, type TestRunnerQuestion } from '@aula/ui/test-runner';
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
  {
    id: 13,
    text: 'Marca los verbos irregulares.',
    kind: 'choice',
    multiple: true,
    options: [
      { id: 131, text: 'eat' },
      { id: 132, text: 'play' },
    ],
  },
  {
    id: 14,
    text: 'Completa la frase.',
    kind: 'gaps',
    options: [],
    passage: 'I [1] here [2] 2019.',
    gaps: [{ choices: null }, { choices: ['for', 'since'] }],
  },
  {
    id: 15,
    text: 'Relaciona.',
    kind: 'matching',
    options: [],
    left: [
      { id: 151, text: 'dog', image: null },
      { id: 152, text: 'cat', image: null },
    ],
    right: [
      { id: 157, text: 'gato' },
      { id: 158, text: 'perro' },
    ],
  },
  {
    id: 16,
    text: 'Ordena la frase.',
    kind: 'ordering',
    options: [],
    items: [
      { id: 161, text: 'is' },
      { id: 162, text: 'This' },
    ],
  },
  { id: 17, text: 'Escribe «casa» en inglés.', kind: 'short', options: [] },
  { id: 18, text: 'Preséntate en inglés.', kind: 'speaking', options: [], maxSeconds: 30 },
];
// The host's own answer key: an answer is right when it is exactly this one.
const answerKey: Record<number, string> = {
  11: JSON.stringify({ questionId: 11, selectedOptionId: 112 }),
  12: JSON.stringify({ questionId: 12, selectedOptionId: 122 }),
  13: JSON.stringify({ questionId: 13, selectedOptionIds: [131] }),
  14: JSON.stringify({ questionId: 14, gaps: ['have lived', 'since'] }),
  15: JSON.stringify({
    questionId: 15,
    pairs: [
      { left: 151, right: 158 },
      { left: 152, right: 157 },
    ],
  }),
  16: JSON.stringify({ questionId: 16, order: [162, 161] }),
  17: JSON.stringify({ questionId: 17, text: 'house' }),
  18: JSON.stringify({ questionId: 18, recording: 'grabacion-anfitrion.webm' }),
};
const fixedNow = new Date('2026-03-10T09:00:00Z');

// A language the library does not ship: the host writes its own words over the Spanish object.
const italiano: UiStrings = {
  ...es,
  locale: 'it-IT',
  testRunner: {
    ...es.testRunner,
    progress: (answered, total) => `Avanzamento: ${answered} domande su ${total} con risposta`,
    submit: (answered, total) => `Invia il test (${answered}/${total})`,
    unanswered: '⚠️ Rispondi a tutte le domande prima di inviare il test.',
    questionLegend: (position, total) => `Domanda ${position} di ${total}`,
    notAnswered: 'Senza risposta',
  },
  questions: { ...es.questions, gap: (position) => `Spazio ${position}`, shortAnswer: 'La tua risposta' },
};

// The host's own grading stands in for a server: the API client calls this instead of the network.
const hostFetch: typeof fetch = async (_input, init) => {
  const { answers } = testSubmissionSchema.parse(JSON.parse(String(init?.body)));
  const right = answers.filter((answer) => answerKey[answer.questionId] === JSON.stringify(answer)).length;
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
        // The host keeps recordings its own way; here it only names them.
        onRecording={async (_questionId, _file, onProgress) => {
          onProgress(1);
          return 'grabacion-anfitrion.webm';
        }}
        timeZone="Europe/Madrid"
      />
      <output data-testid="received">{received ? JSON.stringify(received) : ''}</output>
      <UiStringsProvider strings={en}>
        <TestRunner title="Unit 1 test" questions={questions} onSubmit={() => undefined} />
      </UiStringsProvider>
      <UiStringsProvider strings={italiano}>
        <TestRunner title="Verifica dell’unità 1" questions={questions} onSubmit={() => undefined} />
      </UiStringsProvider>
    </main>
  );
}
