import { Button, Field, Input } from '@aula/ui';
import { useLingui } from '@lingui/react/macro';
import { XIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { issueAt } from '../form-issues';
import { AddButton, PartMessage } from './part-pieces';
import { fieldMessages, type QuestionPartProps } from './part-props';
import { newPair, type PairDraft } from './question-drafts';

const MAX_PAIRS = 12;

export type MatchingPartProps = QuestionPartProps & {
  /** The picture field of a pair's left side (the editor wires the upload); none: no pictures. */
  imageField?: (pair: PairDraft, number: number, update: (pair: PairDraft) => void) => ReactNode;
};

/** Matching: the pairs as they belong together (word ↔ translation, picture ↔ word); the student relates them. */
export function MatchingPart({
  question,
  base,
  issues,
  showMessages,
  disabled,
  onChange,
  imageField,
}: MatchingPartProps) {
  const { t } = useLingui();
  const { shown, invalid } = fieldMessages(issues, showMessages);
  const setPair = (index: number, pair: PairDraft) =>
    onChange({ ...question, pairs: question.pairs.map((current, i) => (i === index ? pair : current)) });
  const groupIssue = showMessages ? issueAt(issues, `${base}.pairs`) : undefined;

  return (
    <div data-slot="matching-part" className="grid gap-3">
      <p className="text-muted-foreground text-sm">{t`Entre 2 y 12 parejas.`}</p>
      <ol className="grid gap-3">
        {question.pairs.map((pair, p) => {
          const number = p + 1;
          const path = `${base}.pairs.${p}`;
          return (
            <li key={pair.key} className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-2">
              <Field label={t`Pareja ${number}: elemento`} required error={shown(`${path}.left`)}>
                <Input
                  value={pair.left}
                  disabled={disabled}
                  aria-invalid={invalid(`${path}.left`)}
                  onChange={(event) => setPair(p, { ...pair, left: event.target.value })}
                />
              </Field>
              <Field label={t`Pareja ${number}: su pareja`} required error={shown(`${path}.right`)}>
                <Input
                  value={pair.right}
                  disabled={disabled}
                  aria-invalid={invalid(`${path}.right`)}
                  onChange={(event) => setPair(p, { ...pair, right: event.target.value })}
                />
              </Field>
              {imageField ? (
                <div className="sm:col-span-2">{imageField(pair, number, (next) => setPair(p, next))}</div>
              ) : null}
              {question.pairs.length > 2 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="justify-self-start text-danger"
                  disabled={disabled}
                  onClick={() => onChange({ ...question, pairs: question.pairs.filter((_, i) => i !== p) })}
                >
                  <XIcon aria-hidden="true" />
                  {t`Eliminar pareja ${number}`}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      <PartMessage message={groupIssue} />
      {question.pairs.length < MAX_PAIRS ? (
        <AddButton
          disabled={disabled}
          onClick={() => onChange({ ...question, pairs: [...question.pairs, newPair()] })}
        >
          {t`Añadir pareja`}
        </AddButton>
      ) : null}
    </div>
  );
}
