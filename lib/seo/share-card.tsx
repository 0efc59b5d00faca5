import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { codePointsOf } from "@/lib/og/cmap";
import { drawableText } from "@/lib/og/drawable-text";
import { site } from "@/lib/site";

export const SHARE_CARD_SIZE = { width: 1200, height: 630 };

const fontFile = (name: string) => readFile(path.join(process.cwd(), "lib/og/fonts", name));

/** Read once per server; the files ship in the repository, and nothing else is drawn, so a card needs no network. */
const fontFiles = Promise.all([fontFile("Unbounded-Bold.ttf"), fontFile("Inter-Regular.ttf")]);
const fonts = fontFiles.then(([display, text]) => [
  { name: "Unbounded", data: display, weight: 700 as const, style: "normal" as const },
  { name: "Inter", data: text, weight: 400 as const, style: "normal" as const },
]);
/** What the title's fonts can draw, in the order Satori tries them: the title's own face first. */
const titleFonts = fontFiles.then((files) => files.map(codePointsOf));

const TITLE_MAX = 140;

/** Long headlines shrink, and past TITLE_MAX characters they are cut at a word so the card never overflows. */
function fitTitle(title: string): { text: string; fontSize: number } {
  const text = title.length <= TITLE_MAX ? title : `${title.slice(0, TITLE_MAX).replace(/\s+\S*$/, "")}…`;
  const fontSize = text.length <= 45 ? 72 : text.length <= 90 ? 56 : 44;
  return { text, fontSize };
}

/** fallbackTitle stands in for a title of which the fonts can draw nothing (one in Chinese or Arabic, say). */
type Card = { kicker: string; title: string; fallbackTitle?: string; date?: string };

/** The site's dark neon look: black-violet night, magenta and cyan glow. Text is drawn as text, never parsed. */
export async function shareCard({ kicker, title, fallbackTitle = "", date }: Card): Promise<ImageResponse> {
  const fitted = fitTitle(drawableText(title, await titleFonts) || fallbackTitle);
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        color: "#ffffff",
        fontFamily: "Inter",
        backgroundColor: "#07060f",
        backgroundImage:
          "radial-gradient(circle at 88% 12%, rgba(255, 61, 200, 0.55), rgba(7, 6, 15, 0) 45%), radial-gradient(circle at 8% 100%, rgba(59, 232, 255, 0.45), rgba(7, 6, 15, 0) 50%)",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div
          style={{
            width: 18,
            height: 18,
            borderRadius: 9,
            backgroundColor: "#ff3dc8",
            boxShadow: "0 0 24px #ff3dc8",
          }}
        />
        <div style={{ fontFamily: "Unbounded", fontSize: 30, letterSpacing: 1 }}>{site.product}</div>
        <div style={{ fontSize: 26, color: "#3be8ff", marginLeft: 12 }}>{kicker}</div>
      </div>
      <div
        style={{
          display: "flex",
          fontFamily: "Unbounded",
          fontSize: fitted.fontSize,
          lineHeight: 1.15,
          textShadow: "0 0 28px rgba(255, 61, 200, 0.65)",
        }}
      >
        {fitted.text}
      </div>
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between", fontSize: 30 }}>
        <div style={{ display: "flex", color: "#bdb6d6" }}>{date ?? ""}</div>
        <div
          style={{
            width: 260,
            height: 8,
            borderRadius: 4,
            backgroundImage: "linear-gradient(90deg, #ff3dc8, #3be8ff)",
            boxShadow: "0 0 20px rgba(59, 232, 255, 0.8)",
          }}
        />
      </div>
    </div>,
    { ...SHARE_CARD_SIZE, fonts: await fonts },
  );
}
