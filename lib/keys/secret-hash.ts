import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { apiKeySecretKey } from "../auth/credentials-key";

/** A key's public id, the Basic user name: "pk_" and 24 hexadecimal digits. */
export const API_KEY_ID = /^pk_[0-9a-f]{24}$/;

export const newKeyId = () => `pk_${randomBytes(12).toString("hex")}`;

/** 256 random bits: shown once, never stored. */
export const newSecret = () => randomBytes(32).toString("base64url");

export const secretHash = (secret: string) =>
  createHmac("sha256", apiKeySecretKey()).update(secret, "utf8").digest("base64url");
