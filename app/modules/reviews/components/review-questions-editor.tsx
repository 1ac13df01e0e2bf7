import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import {
  QUESTION_KIND_LABELS,
  QUESTION_KINDS,
  QUESTION_LIMITS,
  type QuestionKind,
  type ReviewQuestionView,
} from "../review-questions.schemas";
import { ReviewActionForm } from "./review-action-form";

/** The fields of one question: its text, kind (with the choices of a choice), required, shown to authors. */
function QuestionFields({ prefix, question }: { prefix: string; question?: ReviewQuestionView }) {
  const [kind, setKind] = useState<QuestionKind>(question?.kind ?? "yes_no");
  return (
    <>
      <FormField id={`${prefix}-text`} label="Question" required>
        <Input
          id={`${prefix}-text`}
          name="question"
          maxLength={QUESTION_LIMITS.question}
          defaultValue={question?.question ?? ""}
        />
      </FormField>
      <FormField id={`${prefix}-kind`} label="Answer">
        <NativeSelect
          id={`${prefix}-kind`}
          name="kind"
          value={kind}
          className="max-w-xs"
          onChange={(e) => setKind(e.target.value as QuestionKind)}
        >
          {QUESTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {QUESTION_KIND_LABELS[k]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {kind === "choice" ? (
        <FormField id={`${prefix}-options`} label="Choices" required hint="One per line.">
          <Textarea
            id={`${prefix}-options`}
            name="options"
            rows={3}
            aria-describedby={`${prefix}-options-hint`}
            defaultValue={question?.options.join("\n") ?? ""}
          />
        </FormField>
      ) : null}
      <div className="flex flex-wrap gap-4 text-sm text-slate-800">
        <label className="flex items-center gap-2">
          <input type="checkbox" name="required" defaultChecked={question?.required ?? false} className="size-4" />
          Required
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="visibleToAuthors"
            defaultChecked={question?.visibleToAuthors ?? false}
            className="size-4"
          />
          Shown to the authors with the review
        </label>
      </div>
    </>
  );
}

/**
 * The admin's list of a journal's extra review questions: edit, reorder and remove each, add one.
 * Answers already given keep the question's wording of their time.
 */
export function ReviewQuestionsEditor({ questions }: { questions: readonly ReviewQuestionView[] }) {
  const action = useLocation().pathname;
  const [addKey, setAddKey] = useState(0);
  return (
    <div className="space-y-4">
      {questions.length === 0 ? (
        <Card className="p-4 text-sm text-slate-600 sm:p-6">
          No extra questions yet: reviewers give a recommendation and their comments.
        </Card>
      ) : (
        <ol className="space-y-3">
          {questions.map((q, i) => (
            <li key={q.id}>
              <Card className="space-y-3 p-4 sm:p-6" data-testid="review-question">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-base font-semibold text-slate-900">Question {i + 1}</h2>
                  <div className="flex flex-wrap gap-1">
                    {(["up", "down"] as const).map((direction) => (
                      <ReviewActionForm key={direction} action={action} intent="move">
                        {(busy) => (
                          <>
                            <input type="hidden" name="questionId" value={q.id} />
                            <input type="hidden" name="direction" value={direction} />
                            <Button
                              type="submit"
                              variant="ghost"
                              size="sm"
                              disabled={busy || (direction === "up" ? i === 0 : i === questions.length - 1)}
                            >
                              {direction === "up" ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}
                              <span className="sr-only">
                                Move question {i + 1} {direction}
                              </span>
                            </Button>
                          </>
                        )}
                      </ReviewActionForm>
                    ))}
                    <ReviewActionForm action={action} intent="remove">
                      {(busy) => (
                        <>
                          <input type="hidden" name="questionId" value={q.id} />
                          <Button type="submit" variant="ghost" size="sm" className="text-red-700" disabled={busy}>
                            <Trash2 aria-hidden="true" />
                            Remove<span className="sr-only"> question {i + 1}</span>
                          </Button>
                        </>
                      )}
                    </ReviewActionForm>
                  </div>
                </div>
                <ReviewActionForm
                  action={action}
                  intent="update"
                  className="space-y-3"
                  label={`Question ${i + 1}`}
                  key={`${q.id}:${q.question}:${q.kind}:${q.options.join("|")}:${q.required}:${q.visibleToAuthors}`}
                >
                  {(busy) => (
                    <>
                      <input type="hidden" name="questionId" value={q.id} />
                      <QuestionFields prefix={`question-${i + 1}`} question={q} />
                      <Button type="submit" variant="outline" disabled={busy}>
                        Save question<span className="sr-only"> {i + 1}</span>
                      </Button>
                    </>
                  )}
                </ReviewActionForm>
              </Card>
            </li>
          ))}
        </ol>
      )}
      <Card className="space-y-3 p-4 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Add a question</h2>
        <ReviewActionForm
          key={addKey}
          action={action}
          intent="add"
          className="space-y-3"
          label="Add a question"
          onDone={() => setAddKey((k) => k + 1)}
        >
          {(busy) => (
            <>
              <QuestionFields prefix="new-question" />
              <Button type="submit" disabled={busy}>
                <Plus aria-hidden="true" />
                Add question
              </Button>
            </>
          )}
        </ReviewActionForm>
      </Card>
    </div>
  );
}
