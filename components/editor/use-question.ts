import { useEffect, useRef, useState } from "react";

/**
 * A question asked in place of the button that opened it ("¿Eliminar…?"): it takes the focus, and gives it back to
 * that button when it is put away, so a keyboard or screen reader user stays where the answer is given.
 */
export function useQuestion() {
  const [asking, setAsking] = useState(false);
  const question = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asking) question.current?.querySelector("button")?.focus();
    else if (asked.current) opener.current?.focus();
    asked.current = asking;
  }, [asking]);

  return { asking, setAsking, question, opener };
}
