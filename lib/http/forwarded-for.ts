// Who the client is, decided by the server entry before Next.js sees a request (server/start-server.ts).
import type { IncomingHttpHeaders } from "node:http";
import type { BlockList } from "node:net";
import { addressList, isListed, plainAddress } from "./address-list";

/** An IPv4 client seen through an IPv6 socket ("::ffff:192.0.2.1") is the IPv4 address. */
export const plain = plainAddress;

/** The sockets whose X-Forwarded-For is believed (TRUSTED_PROXIES). */
export const trustedProxies = addressList;

/** Whether a plain address is one of the trusted proxies. */
export const isTrusted = isListed;

/**
 * The client behind the socket: X-Forwarded-For is read from its end, one hop per trusted proxy,
 * since only the entry a trusted proxy appended is what that proxy saw. From an untrusted socket the
 * header is the sender's own words and counts for nothing.
 */
export function forwardedClient(socketAddress: string, forwardedFor: string | undefined, trusted: BlockList): string {
  const hops = (forwardedFor ?? "").split(",").map(plain).filter(Boolean);
  let client = plain(socketAddress);
  while (isTrusted(client, trusted) && hops.length > 0) client = hops.pop()!;
  return client;
}

const PROXY_HEADERS = ["forwarded", "x-forwarded-host", "x-forwarded-port", "x-forwarded-proto", "x-real-ip"];

/**
 * Run by the server entry before Next.js sees the request: X-Forwarded-For becomes the one client
 * address, and the other forwarding headers survive only from a trusted proxy.
 */
export function pinForwardingHeaders(headers: IncomingHttpHeaders, socketAddress: string, trusted: BlockList): void {
  if (!isTrusted(plain(socketAddress), trusted)) for (const name of PROXY_HEADERS) delete headers[name];
  const forwardedFor = headers["x-forwarded-for"];
  headers["x-forwarded-for"] = forwardedClient(
    socketAddress,
    Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor,
    trusted,
  );
}
