import { describe, expect, it } from "vitest";
import { isTrustedPeer, parseTrustedProxies, resolveClientAddress } from "./trusted-proxies";

describe("resolveClientAddress", () => {
  it("ignores a spoofed X-Forwarded-For when no proxy is trusted", () => {
    const trust = parseTrustedProxies(undefined);
    expect(resolveClientAddress("198.51.100.7", "203.0.113.1", trust)).toBe("198.51.100.7");
    expect(resolveClientAddress("198.51.100.7", undefined, trust)).toBe("198.51.100.7");
  });

  it("takes the hop the nearest proxy saw when one hop is trusted", () => {
    const trust = parseTrustedProxies("1");
    // The client wrote "1.1.1.1"; the proxy appended the address it really saw.
    expect(resolveClientAddress("10.0.0.2", "1.1.1.1, 198.51.100.7", trust)).toBe("198.51.100.7");
    expect(resolveClientAddress("10.0.0.2", undefined, trust)).toBe("10.0.0.2");
  });

  it("walks left through trusted CIDR ranges and stops at the first untrusted hop", () => {
    const trust = parseTrustedProxies("10.0.0.0/8, 192.168.1.5");
    expect(resolveClientAddress("10.1.2.3", "6.6.6.6, 198.51.100.7, 192.168.1.5", trust)).toBe(
      "198.51.100.7",
    );
    // A peer outside the list is the client, whatever it forwards.
    expect(resolveClientAddress("198.51.100.9", "6.6.6.6", trust)).toBe("198.51.100.9");
    // Every hop trusted: the left-most one is the client.
    expect(resolveClientAddress("10.1.2.3", "10.9.9.9", trust)).toBe("10.9.9.9");
  });

  it("understands IPv6 ranges and IPv4-mapped IPv6 peers", () => {
    const trust = parseTrustedProxies("fd00::/8, 127.0.0.1");
    expect(resolveClientAddress("fd12::1", "2001:db8::5", trust)).toBe("2001:db8::5");
    expect(resolveClientAddress("::ffff:127.0.0.1", "::ffff:203.0.113.4", trust)).toBe("203.0.113.4");
    expect(resolveClientAddress("::ffff:198.51.100.7", "1.1.1.1", parseTrustedProxies(""))).toBe(
      "198.51.100.7",
    );
    expect(parseTrustedProxies("::ffff:10.0.0.1")).toBeTruthy();
  });

  it("never turns a hop that is not an address into the client", () => {
    const trust = parseTrustedProxies("1");
    expect(resolveClientAddress("10.0.0.2", "evil, not-an-ip", trust)).toBe("10.0.0.2");
    expect(resolveClientAddress(undefined, "1.1.1.1", trust)).toBe("unknown");
  });

  it("accepts the named ranges loopback, linklocal and uniquelocal", () => {
    const trust = parseTrustedProxies("loopback,uniquelocal");
    expect(resolveClientAddress("::1", "172.16.0.9, 198.51.100.7, 10.0.0.1", trust)).toBe("198.51.100.7");
  });
});

describe("parseTrustedProxies", () => {
  it("refuses entries that are not addresses or ranges", () => {
    expect(() => parseTrustedProxies("proxy.example")).toThrow(/not an IP address/);
    expect(() => parseTrustedProxies("10.0.0.0/33")).toThrow(/prefix length/);
    expect(() => parseTrustedProxies("10.0.0.0/8/1")).toThrow();
  });
});

describe("isTrustedPeer", () => {
  it("trusts a peer's forwarded headers only when the peer is a trusted proxy", () => {
    expect(isTrustedPeer("127.0.0.1", parseTrustedProxies(""))).toBe(false);
    expect(isTrustedPeer("127.0.0.1", parseTrustedProxies("1"))).toBe(true);
    expect(isTrustedPeer("10.0.0.1", parseTrustedProxies("loopback"))).toBe(false);
  });
});
