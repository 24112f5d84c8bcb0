import { BlockList, isIP } from "node:net";

/**
 * Which hops in front of the shop may speak for the client (TRUSTED_PROXIES, see README.md
 * "Configuration"): nothing (the socket's peer is the client), the nearest `hops` proxies, or the peers
 * whose address is in a list of addresses and CIDR ranges. These are the rules of Express's proxy-addr:
 * walk from the socket's peer leftwards through X-Forwarded-For and stop at the first untrusted hop.
 * Plain node:net, so the custom server (scripts/serve.ts) can use it outside Next.
 */
export type ProxyTrust = { hops: number } | { ranges: BlockList };

const TRUST_NOTHING: ProxyTrust = { hops: 0 };

/** Names proxy-addr understands as well, for the usual private networks. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/** "::ffff:10.0.0.1" (an IPv4 peer on a dual-stack socket) is the IPv4 address 10.0.0.1. */
function normalizeAddress(address: string): string | null {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  const candidate = mapped ? mapped[1]! : trimmed;
  return isIP(candidate) === 0 ? null : candidate.toLowerCase();
}

function addRange(ranges: BlockList, entry: string): void {
  const [rawAddress, rawPrefix, ...rest] = entry.split("/");
  const address = normalizeAddress(rawAddress ?? "");
  if (!address || rest.length > 0) throw new Error(`"${entry}" is not an IP address or CIDR range`);
  const type = isIP(address) === 4 ? "ipv4" : "ipv6";
  if (rawPrefix === undefined) {
    ranges.addAddress(address, type);
    return;
  }
  const prefix = Number(rawPrefix);
  const max = type === "ipv4" ? 32 : 128;
  if (!/^\d+$/.test(rawPrefix) || prefix > max) {
    throw new Error(`"${entry}" has a prefix length outside 0-${max}`);
  }
  ranges.addSubnet(address, prefix, type);
}

/** Parses TRUSTED_PROXIES: unset or "" trusts nothing; "2" the two nearest hops; else a comma list. */
export function parseTrustedProxies(value: string | undefined): ProxyTrust {
  const text = (value ?? "").trim();
  if (text === "") return TRUST_NOTHING;
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const ranges = new BlockList();
  for (const entry of text.split(",").map((part) => part.trim())) {
    if (entry === "") continue;
    for (const range of NAMED_RANGES[entry.toLowerCase()] ?? [entry]) addRange(ranges, range);
  }
  return { ranges };
}

function isTrusted(trust: ProxyTrust, address: string, index: number): boolean {
  if ("hops" in trust) return index < trust.hops;
  return trust.ranges.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");
}

/**
 * The client's address: the socket's peer unless it is a trusted proxy, then each X-Forwarded-For hop
 * from the right, until one is not trusted. A hop that is not an IP address ends the walk at the last
 * real address seen, so no header value ever becomes a rate-limit key of the sender's choosing.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: ProxyTrust,
): string {
  let client = normalizeAddress(socketAddress ?? "");
  if (!client) return "unknown";
  const hops = [forwardedFor ?? []]
    .flat()
    .join(",")
    .split(",")
    .map((hop) => hop.trim())
    .filter((hop) => hop !== "")
    .reverse();
  for (let index = 0; isTrusted(trust, client, index) && index < hops.length; index++) {
    const next = normalizeAddress(hops[index]!);
    if (!next) break;
    client = next;
  }
  return client;
}

/** Whether the socket's peer is a proxy we trust, i.e. its X-Forwarded-* headers mean something. */
export function isTrustedPeer(socketAddress: string | undefined, trust: ProxyTrust): boolean {
  const peer = normalizeAddress(socketAddress ?? "");
  return peer !== null && isTrusted(trust, peer, 0);
}
