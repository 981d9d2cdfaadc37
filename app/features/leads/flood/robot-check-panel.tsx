// What a lead form shows during a flood (decision 053): while the browser
// solves the challenge, a short status line; when it cannot (no JavaScript, no
// Web Worker), the server's simple question, which the visitor answers and
// sends with the form.
import { TextField } from "#app/ui/forms/form-field.tsx";
import {
  QUESTION_ANSWER_FIELD,
  QUESTION_TOKEN_FIELD,
  type RobotQuestion,
  floodMessages,
} from "#app/features/leads/flood/flood-defence.ts";

export function RobotCheck({
  formId,
  checking,
  question,
}: {
  formId: string;
  /** The browser is solving the challenge. */
  checking: boolean;
  /** The question to answer, or null. */
  question: RobotQuestion | null;
}) {
  return (
    <>
      {checking ? (
        <p role="status" className="text-sm font-semibold text-navy">
          {floodMessages.checking}
        </p>
      ) : null}
      {question ? (
        <div key={question.token}>
          <input type="hidden" name={QUESTION_TOKEN_FIELD} value={question.token} />
          <TextField
            formId={formId}
            name={QUESTION_ANSWER_FIELD}
            label={`${floodMessages.questionLabel}: ${question.prompt}`}
            hint="Type the answer as a number, for example 12."
            autoComplete="off"
            inputMode="numeric"
            required
          />
        </div>
      ) : null}
    </>
  );
}
