import type { KeyboardEvent, MouseEvent } from "react";
import { say } from "../say";
import { CENTRE, movedFocus, pointIn, type FocalPoint } from "./focal-point";
import { focusNotSaved, useFocalPoint, type FocusSaving } from "./use-focal-point";
import fields from "../fields.module.css";
import styles from "./ImageField.module.css";

export type FocalPointLabels = {
  focus: string;
  /** "{x} % desde la izquierda, {y} % desde arriba" */
  focusValue: string;
  focusHint: string;
  centre: string;
  focusSaving: Record<FocusSaving, string>;
};

/**
 * An uploaded photo with its focal point: a click puts the point there; for the keyboard the photo is a two-way
 * slider (arrows, Shift for small steps). Keyed by the photo's hash: another photo starts from its own point.
 */
export function FocalPointPicker({
  hash,
  src,
  stored,
  publishingToken,
  labels,
}: {
  hash: string;
  src: string;
  stored: FocalPoint;
  publishingToken: string | null;
  labels: FocalPointLabels;
}) {
  const { focus, setFocus: onFocus, saving } = useFocalPoint(hash, stored, publishingToken);

  function pick(event: MouseEvent<HTMLElement>) {
    onFocus(pointIn(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY));
  }

  function walk(event: KeyboardEvent<HTMLElement>) {
    const moved = movedFocus(focus, event.key, event.shiftKey);
    if (!moved) return;
    event.preventDefault();
    onFocus(moved);
  }

  const value = say(labels.focusValue, { x: String(focus.x), y: String(focus.y) });
  return (
    <div className={styles.picker}>
      <div
        className={`${styles.frame} ${styles.focusable}`}
        role="slider"
        tabIndex={0}
        aria-label={labels.focus}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={focus.x}
        aria-valuetext={value}
        aria-describedby="post-image-focus-hint"
        onClick={pick}
        onKeyDown={walk}
      >
        <PhotoPreview src={src} />
        <FocusMarker point={focus} />
      </div>
      <p id="post-image-focus-hint" className={styles.hint}>
        {labels.focusHint}
      </p>
      <div className={styles.focusLine}>
        <button
          className={fields.secondary}
          type="button"
          disabled={focus.x === CENTRE.x && focus.y === CENTRE.y}
          onClick={() => onFocus(CENTRE)}
        >
          {labels.centre}
        </button>
        <span
          className={focusNotSaved(saving) ? fields.error : styles.hint}
          role={focusNotSaved(saving) ? "alert" : undefined}
        >
          {labels.focusSaving[saving]}
        </span>
      </div>
    </div>
  );
}

/**
 * The point drawn over the photo. SVG attributes place it: the editor's Content-Security-Policy refuses style
 * attributes, and these are right in the server's HTML, before any script runs.
 */
function FocusMarker({ point }: { point: FocalPoint }) {
  const at = { cx: `${point.x}%`, cy: `${point.y}%` };
  return (
    <svg className={styles.marker} aria-hidden="true">
      <circle className={styles.markerEdge} {...at} r="16" />
      <circle className={styles.markerRing} {...at} r="13.5" />
      <circle className={styles.markerHeart} {...at} r="3.5" />
    </svg>
  );
}

/** The photo itself, an object URL or one of the site's own variants: next/image has nothing to add to either. */
export function PhotoPreview({ src }: { src: string }) {
  // eslint-disable-next-line @next/next/no-img-element
  return <img className={styles.photo} src={src} alt="" />;
}
