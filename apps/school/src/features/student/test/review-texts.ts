import type { ReviewKey, ReviewOutcome, ReviewQuestion } from '@aula/api-client';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { intlLocale } from '../../../i18n/locale';

/** What each mark says in words, so it never rests on its colour alone. */
export const OUTCOME_LABELS: Record<ReviewOutcome, MessageDescriptor> = {
  right: msg`Correcta`,
  partial: msg`Parcialmente correcta`,
  wrong: msg`Incorrecta`,
  teacher: msg`La califica tu profesor`,
};

/** Points in the page's language: '3,33' in Spanish, '3.33' in English. */
const formatPoints = (value: number) =>
  new Intl.NumberFormat(intlLocale(i18n.locale), { maximumFractionDigits: 2 }).format(value);

/** 'Puntos: 3,33 de 3,33', or what a speaking answer gets instead. */
export function pointsText(question: Pick<ReviewQuestion, 'points' | 'maxPoints'>): string {
  if (question.points === null) return t`Puntos: los decide tu profesor en la nota del test`;
  const got = formatPoints(question.points);
  const max = formatPoints(question.maxPoints);
  return t`Puntos: ${got} de ${max}`;
}

/** Several accepted texts read as alternatives: 'Madrid o madrid'. */
const either = (texts: readonly string[]) => texts.reduce((first, next) => t`${first} o ${next}`);

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
    return `${left.text} → ${to === undefined ? t`sin emparejar` : (right.get(to) ?? '—')}`;
  });
}

/** 'Hueco 2: Madrid': a gap by its place, counted from 1. */
function gapLine(index: number, text: string): string {
  const place = index + 1;
  return t`Hueco ${place}: ${text}`;
}

/** The student's answer as lines of text, in the terms they saw. */
export function answerLines(question: Question & Pick<ReviewQuestion, 'answer'>): string[] {
  const { answer } = question;
  if (!answer) return [t`No consta tu respuesta.`];
  if (answer.selectedOptionId !== undefined) return textsByIds(question.options, [answer.selectedOptionId]);
  if (answer.selectedOptionIds)
    return answer.selectedOptionIds.length
      ? textsByIds(question.options, answer.selectedOptionIds)
      : [t`Ninguna`];
  if (answer.gaps) return answer.gaps.map((gap, index) => gapLine(index, gap.trim() || t`(vacío)`));
  if (answer.pairs) return pairLines(question, answer.pairs);
  if (answer.order) return [textsByIds(question.items, answer.order).join(' / ')];
  if (answer.text !== undefined) return [answer.text.trim() || t`(vacía)`];
  if (answer.recording) return [t`Has enviado una grabación.`];
  return [t`No consta tu respuesta.`];
}

/** The correct answer as lines of text, in the terms the student saw. */
export function keyLines(question: Question, key: ReviewKey): string[] {
  if (key.optionIds) return textsByIds(question.options, key.optionIds);
  if (key.gaps) return key.gaps.map((accepted, index) => gapLine(index, either(accepted)));
  if (key.pairs) return pairLines(question, key.pairs);
  if (key.order) return [textsByIds(question.items, key.order).join(' / ')];
  if (key.accepted) return [either(key.accepted)];
  return [];
}
