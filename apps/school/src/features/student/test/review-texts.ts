import type { ReviewKey, ReviewOutcome, ReviewQuestion } from '@aula/api-client';

/** What each mark says in words, so it never rests on its colour alone. */
export const OUTCOME_LABELS: Record<ReviewOutcome, string> = {
  right: 'Correcta',
  partial: 'Parcialmente correcta',
  wrong: 'Incorrecta',
  teacher: 'La califica tu profesor',
};

const points = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

/** 'Puntos: 3,33 de 3,33', or what a speaking answer gets instead. */
export function pointsText(question: Pick<ReviewQuestion, 'points' | 'maxPoints'>): string {
  if (question.points === null) return 'Puntos: los decide tu profesor en la nota del test';
  return `Puntos: ${points.format(question.points)} de ${points.format(question.maxPoints)}`;
}

/** Several accepted texts read as alternatives: 'Madrid o madrid'. */
const either = (texts: readonly string[]) => texts.join(' o ');

type Question = Pick<ReviewQuestion, 'kind' | 'options' | 'left' | 'right' | 'items' | 'gaps'>;

function textsByIds(list: readonly { id: number; text: string }[] | undefined, ids: readonly number[]) {
  const byId = new Map((list ?? []).map((entry) => [entry.id, entry.text]));
  return ids.map((id) => byId.get(id) ?? '—');
}

/** Pairs of a matching question as 'dog → perro', left by left. */
function pairLines(question: Question, pairs: readonly { left: number; right: number }[]): string[] {
  const right = new Map((question.right ?? []).map((entry) => [entry.id, entry.text]));
  const chosen = new Map(pairs.map((pair) => [pair.left, pair.right]));
  return (question.left ?? []).map((left) => {
    const to = chosen.get(left.id);
    return `${left.text} → ${to === undefined ? 'sin emparejar' : (right.get(to) ?? '—')}`;
  });
}

/** The student's answer as lines of text, in the terms they saw. */
export function answerLines(question: Question & Pick<ReviewQuestion, 'answer'>): string[] {
  const { answer } = question;
  if (!answer) return ['No consta tu respuesta.'];
  if (answer.selectedOptionId !== undefined) return textsByIds(question.options, [answer.selectedOptionId]);
  if (answer.selectedOptionIds)
    return answer.selectedOptionIds.length
      ? textsByIds(question.options, answer.selectedOptionIds)
      : ['Ninguna'];
  if (answer.gaps) return answer.gaps.map((gap, index) => `Hueco ${index + 1}: ${gap.trim() || '(vacío)'}`);
  if (answer.pairs) return pairLines(question, answer.pairs);
  if (answer.order) return [textsByIds(question.items, answer.order).join(' / ')];
  if (answer.text !== undefined) return [answer.text.trim() || '(vacía)'];
  if (answer.recording) return ['Has enviado una grabación.'];
  return ['No consta tu respuesta.'];
}

/** The correct answer as lines of text, in the terms the student saw. */
export function keyLines(question: Question, key: ReviewKey): string[] {
  if (key.optionIds) return textsByIds(question.options, key.optionIds);
  if (key.gaps) return key.gaps.map((accepted, index) => `Hueco ${index + 1}: ${either(accepted)}`);
  if (key.pairs) return pairLines(question, key.pairs);
  if (key.order) return [textsByIds(question.items, key.order).join(' / ')];
  if (key.accepted) return [either(key.accepted)];
  return [];
}
