// Lists of IP addresses and CIDR ranges from the settings (TRUSTED_PROXIES, METRICS_ALLOW), and who is on them.
import { BlockList, isIP } from "node:net";

/** An IPv4 client seen through an IPv6 socket ("::ffff:192.0.2.1") is the IPv4 address. */
export const plainAddress = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

export function addressList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split("/");
    const family = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(plainAddress(address), family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/** Whether a plain address (no port, no IPv4-mapped prefix) is on the list; anything that is no address is not. */
export function isListed(address: string, list: BlockList): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4");
}
