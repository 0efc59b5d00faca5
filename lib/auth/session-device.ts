// What a person's list of sessions says of each (docs/team.md, /editor/cuenta): the kind of device and the browser,
// read from the User-Agent at sign-in with bowser. Never the address, and nothing else of the header is kept.
import "server-only";
import Bowser from "bowser";

export const DEVICE_CLASSES = ["phone", "tablet", "computer"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export type SessionDevice = { deviceClass: DeviceClass | null; browser: string | null };

/** A header longer than any real browser's is cut before it is parsed: its cost stays bounded. */
const USER_AGENT_MAX = 512;
const LABEL_MAX = 60;

const CLASS_OF: Record<string, DeviceClass> = { mobile: "phone", tablet: "tablet", desktop: "computer" };

export function sessionDevice(userAgent: string | null): SessionDevice {
  if (!userAgent) return { deviceClass: null, browser: null };
  const { browser, os, platform } = Bowser.parse(userAgent.slice(0, USER_AGENT_MAX));
  const label = [browser.name, os.name && `(${os.name})`].filter(Boolean).join(" ").slice(0, LABEL_MAX);
  return { deviceClass: CLASS_OF[platform.type ?? ""] ?? null, browser: label || null };
}
