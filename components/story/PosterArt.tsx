import type { Embed } from "@/lib/story/embeds";
import styles from "./EmbedFacade.module.css";

const WIDTH = 640;
const BARS = 48;
const PITCH = WIDTH / BARS;

/** An equaliser along the bottom, the same for every poster: each bar's height is a share of the art's height. */
const LEVELS = Array.from({ length: BARS }, (_, bar) =>
  Number((0.22 + 0.78 * Math.abs(Math.sin(bar * 1.7) * Math.cos(bar * 0.43))).toFixed(3)),
);

function equaliser(height: number, reach: number): string {
  return LEVELS.map((level, bar) => {
    const barHeight = Math.round(level * reach * height);
    return `M${(bar * PITCH + 2).toFixed(1)} ${height}v-${barHeight}h${(PITCH - 5).toFixed(1)}v${barHeight}z`;
  }).join("");
}

/**
 * The site's pulse line (its wordmark's): across a video's middle, beating left of the play button, or low across an
 * audio player, beating right of its title.
 */
function pulse(height: number, video: boolean): string {
  const base = Math.round(height * (video ? 0.4 : 0.8));
  const beat = video ? height * 0.15 : Math.min(height * 0.16, 36);
  const start = video ? 110 : 450;
  const shape: [number, number][] = [
    [0, 0],
    [start, 0],
    [start + 22, -1],
    [start + 46, 0.85],
    [start + 72, -0.55],
    [start + 94, 0],
    [WIDTH, 0],
  ];
  return shape.map(([x, level]) => `${x},${Math.round(base + level * beat)}`).join(" ");
}

/**
 * The poster's artwork, which also gives the player its box before and after the press (an `<svg>` sized by its
 * attributes, so no style attribute is needed: the editor's Content-Security-Policy refuses them). A video's art keeps
 * the player's ratio at any width; an audio player's is its fixed height, stretched to the column's width.
 */
export function PosterArt({ box }: { box: Embed["box"] }) {
  const video = "aspectRatio" in box;
  const [ratioWidth, ratioHeight] = video ? box.aspectRatio.split("/").map(Number) : [WIDTH, box.height];
  const height = Math.round((WIDTH * ratioHeight) / ratioWidth);
  return (
    <svg
      className={styles.art}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      height={video ? undefined : height}
      preserveAspectRatio={video ? "xMidYMid slice" : "none"}
      aria-hidden="true"
      focusable="false"
    >
      <path className={styles.equaliser} d={equaliser(height, video ? 0.34 : 0.4)} />
      <polyline className={styles.pulse} points={pulse(height, video)} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
