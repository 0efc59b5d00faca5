// A mark in Redis that every server sees: the server that changed something per-process (the retired addresses)
// moves it, the others notice it moved and read the database again (lib/retired-posts.ts).
import { randomUUID } from "node:crypto";
import type { SharedMark } from "../retired-posts";
import { sharedRedis } from "./redis-connection";

/** The mark named `name` on the process's Redis connection, or null without REDIS_URL. */
export function sharedMark(name: string): SharedMark | null {
  const redis = sharedRedis();
  if (!redis) return null;
  const key = `pulso:mark:${name}`;
  return {
    async current() {
      const mark = await redis.send(["GET", key]);
      if (mark === undefined) return undefined;
      return typeof mark === "string" ? mark : "none";
    },
    async move() {
      return (await redis.send(["SET", key, randomUUID()])) !== undefined;
    },
  };
}
