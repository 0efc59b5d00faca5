"use client";

import { useState, useSyncExternalStore, type ReactNode } from "react";
import styles from "./EmbedFacade.module.css";

type Props = {
  /** The provider's page: where the poster leads until the page's script runs, or without it. */
  link: string;
  player: string;
  allow: string;
  video: boolean;
  /** The iframe's title: "Reproductor de YouTube: …". */
  frameTitle: string;
  /** The poster, drawn on the server. */
  children: ReactNode;
};

const noChange = () => () => {};

/**
 * The poster's press: a plain link to the provider in the server's HTML, a button once the script runs, and after the
 * press the provider's player in the same box, with the focus, so the keyboard reaches its controls. The player is
 * asked to play at once: the press is the reader's one gesture.
 */
export function EmbedPlayer({ link, player, allow, video, frameTitle, children }: Props) {
  const scripted = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const [pressed, setPressed] = useState(false);
  if (pressed)
    return (
      <iframe
        ref={(frame) => frame?.focus({ preventScroll: true })}
        // A frame whose document arrives from another process can drop the focus to the page: then it takes it back,
        // unless the reader has moved on meanwhile.
        onLoad={({ currentTarget }) => {
          if (document.activeElement === document.body) currentTarget.focus({ preventScroll: true });
        }}
        className={styles.player}
        src={player}
        title={frameTitle}
        allow={allow}
        allowFullScreen={video}
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  if (!scripted)
    return (
      <a className={styles.poster} href={link} rel="noopener">
        {children}
      </a>
    );
  return (
    <button type="button" className={styles.poster} onClick={() => setPressed(true)}>
      {children}
    </button>
  );
}
