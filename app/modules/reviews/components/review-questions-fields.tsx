import { FormField } from "~/components/ui/form-field";
import { Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { answerField, type ReviewQuestionView } from "../review-questions.schemas";
import type { AnswerView } from "../reviews.types";

/** The journal's extra questions on the review form, filled in with the draft's answers. */
export function ReviewQuestionsFields({
  questions,
  answers,
}: {
  questions: readonly ReviewQuestionView[];
  answers: readonly AnswerView[];
}) {
  if (questions.length === 0) return null;
  const saved = new Map(answers.map((a) => [a.questionId, a.value]));
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">The journal's questions</legend>
      {questions.map((q, i) => {
        const id = `review-question-${i + 1}`;
        const value = saved.get(q.id) ?? "";
        const hint = q.visibleToAuthors ? "Shown to the authors with your comments." : "Seen by the editors only.";
        return (
          <FormField key={q.id} id={id} label={q.question} required={q.required} optional={!q.required} hint={hint}>
            {q.kind === "text" ? (
              <Textarea
                id={id}
                name={answerField(q.id)}
                rows={3}
                defaultValue={value}
                aria-describedby={`${id}-hint`}
              />
            ) : (
              <NativeSelect
                id={id}
                name={answerField(q.id)}
                defaultValue={value}
                className="max-w-sm"
                aria-describedby={`${id}-hint`}
              >
                <option value="">Choose an answer</option>
                {(q.kind === "yes_no" ? ["yes", "no"] : q.options).map((o) => (
                  <option key={o} value={o}>
                    {q.kind === "yes_no" ? (o === "yes" ? "Yes" : "No") : o}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        );
      })}
    </fieldset>
  );
}

/** Answers given, read-only, each under its question as it read when answered. */
export function ReviewAnswersList({ answers }: { answers: readonly AnswerView[] }) {
  if (answers.length === 0) return null;
  return (
    <dl className="space-y-2 text-sm" data-testid="review-answers">
      {answers.map((a) => (
        <div key={a.questionId}>
          <dt className="font-medium text-slate-900">{a.question}</dt>
          <dd className="whitespace-pre-wrap text-slate-800">
            {a.value ? (a.kind === "yes_no" ? (a.value === "yes" ? "Yes" : "No") : a.value) : "No answer"}
          </dd>
        </div>
      ))}
    </dl>
  );
}
