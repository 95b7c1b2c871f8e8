import type { TestReview } from '@aula/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../../i18n/locale-provider';
import { ReviewBody, TestReviewSection } from './test-review';

const question = (id: number, selected: number, outcome: 'right' | 'wrong', points: number) => ({
  id,
  text: `Pregunta del test ${id}`,
  options: [
    { id: 10 * id, text: `buena ${id}` },
    { id: 10 * id + 1, text: `mala ${id}` },
  ],
  answer: { questionId: id, selectedOptionId: selected },
  outcome,
  points,
  maxPoints: 5,
  recordingUrl: null,
  key: null,
});

const review: TestReview = {
  activityId: 4,
  title: 'Repaso',
  score: 5,
  feedback: 'Respuestas correctas: 1 de 2.',
  pendingReview: false,
  gradedBy: null,
  submittedAt: '2030-02-01T10:00:00.000Z',
  completedAt: '2030-02-01T10:00:00.000Z',
  keyShown: false,
  keyShownAt: '2030-03-01T10:00:00.000Z',
  questions: [question(1, 10, 'right', 5), question(2, 21, 'wrong', 0)],
};

const render = (value: TestReview) => renderToStaticMarkup(createElement(ReviewBody, { review: value }));

describe('the review of a taken test', () => {
  it('names each question, the answer given and its mark in words, with no key before it is shown', () => {
    const html = render(review);
    expect(html).toMatch(
      /<ol[^>]*>.*Pregunta 1.*Correcta.*buena 1.*Puntos: 5 de 5.*Pregunta 2.*Incorrecta.*mala 2/s,
    );
    expect(html).toContain('Las respuestas correctas se mostrarán cuando se cierre el test, el ');
    expect(html).not.toContain('Respuesta correcta');
  });

  it('shows the correct answer once the server sends it, and says when it waits for the course', () => {
    const withKey = render({
      ...review,
      keyShown: true,
      questions: [{ ...question(2, 21, 'wrong', 0), key: { optionIds: [20] } }],
    });
    expect(withKey).toMatch(/Respuesta correcta<\/dt><dd[^>]*>buena 2/);
    expect(withKey).not.toContain('se mostrarán');
    expect(render({ ...review, keyShownAt: null })).toContain(
      'Las respuestas correctas se mostrarán cuando finalice el curso.',
    );
  });

  it('leaves a spoken answer to the teacher and offers the recording to listen to again', () => {
    const spoken = {
      ...question(3, 0, 'wrong', 0),
      kind: 'speaking' as const,
      options: [],
      answer: { questionId: 3, recording: 'abcdefgh12.webm' },
      outcome: 'teacher' as const,
      points: null,
      recordingUrl: '/api/student/activity/4/media/abcdefgh12.webm',
    };
    const html = renderToStaticMarkup(
      createElement(
        QueryClientProvider,
        { client: new QueryClient() },
        createElement(ReviewBody, { review: { ...review, questions: [spoken] } }),
      ),
    );
    expect(html).toContain('La califica tu profesor');
    expect(html).toContain('Puntos: los decide tu profesor en la nota del test');
    expect(html).toContain('Has enviado una grabación.');
    expect(html).toContain('Cargando tu grabación...');
  });

  it('shows its loading state until the server answers', () => {
    const client = new QueryClient();
    const html = renderToStaticMarkup(
      createElement(
        LocaleProvider,
        null,
        createElement(QueryClientProvider, { client }, createElement(TestReviewSection, { activityId: 4 })),
      ),
    );
    expect(html).toContain('Revisión de tus respuestas');
    expect(html).toContain('Cargando la revisión...');
  });
});
