import { useRouter } from "next/navigation";
import { useState } from "react";
import { useEditor } from "../EditorStatus";
import { eventFieldErrors } from "./event-field-errors";
import type { EventFormLabels } from "./event-form-labels";

/**
 * What the event form says went wrong: beside each field the API named, and once for the whole form, in its alert and
 * the page's status line. A 412 reads the page's data again, which brings the version saved meanwhile.
 */
export function useEventProblems({ form, errors: words }: EventFormLabels) {
  const { announce } = useEditor();
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  function refused(status: number, fieldCodes: Record<string, unknown> = {}) {
    setErrors(eventFieldErrors(fieldCodes, words));
    const problems: Record<number, string> = {
      401: form.sessionExpired,
      403: form.reload,
      410: form.gone,
      412: form.conflictAnnounced,
    };
    const said = problems[status] ?? form.failed;
    setProblem(said);
    announce(said);
    if (status === 412) router.refresh();
  }

  function clear() {
    setErrors({});
    setProblem(null);
  }

  return { errors, problem, refused, clear, setErrors };
}
