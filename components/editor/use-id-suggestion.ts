import { useRef } from "react";
import { suggestId } from "./suggest-id";

/** How long typing rests before the server is asked. */
const PAUSE_MS = 120;

type Asked = {
  timer?: ReturnType<typeof setTimeout>;
  answer: Promise<string | null>;
  done: (id: string | null) => void;
};

const NOTHING_ASKED: Asked = { answer: Promise.resolve(null), done: () => {} };

/**
 * The id a title (or a name) suggests, asked of the server once typing rests and handed to `apply`; an empty text
 * suggests "" at once. `cancel()` drops what is still on its way (the editor typed an id); `settled()` waits for it, so
 * a form sent before the answer came sends the id it was going to show (null when nothing was on its way).
 */
export function useIdSuggestion(apply: (id: string) => void) {
  const asked = useRef<Asked>(NOTHING_ASKED);

  function cancel() {
    clearTimeout(asked.current.timer);
    asked.current.done(null);
    asked.current = NOTHING_ASKED;
  }

  function suggest(text: string) {
    cancel();
    if (text.trim() === "") return apply("");
    let done: (id: string | null) => void = () => {};
    const answer = new Promise<string | null>((resolve) => (done = resolve));
    const current: Asked = { answer, done };
    current.timer = setTimeout(async () => {
      const id = await suggestId(text).catch(() => null);
      if (asked.current !== current) return;
      asked.current = NOTHING_ASKED;
      if (id !== null) apply(id);
      done(id);
    }, PAUSE_MS);
    asked.current = current;
  }

  return { suggest, cancel, settled: () => asked.current.answer };
}
