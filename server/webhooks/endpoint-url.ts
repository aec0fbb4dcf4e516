// An endpoint's address, checked when an admin adds it. The delivery itself refuses private
// addresses again after DNS (post-webhook.ts): a public name can resolve to a private address.
import { BlockList, isIP } from "node:net";

export const maxUrlLength = 2_000;

/** Loopback, private, link-local, carrier-grade NAT, unique-local and unspecified addresses. */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const) {
  privateRanges.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["::ffff:0:0", 96],
] as const) {
  privateRanges.addSubnet(network, prefix, "ipv6");
}

/** Whether the URL's host is written as a private or loopback address, or is localhost. */
function namesPrivateHost(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  const family = isIP(host);
  if (family === 0) return false;
  return privateRanges.check(host, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The URL as it will be stored, or why it is refused: https only (http too when private
 * addresses are allowed, for a receiver on this machine or the local network), no user name or
 * password in it (the secret signs; credentials would be shown on the page and in the log), and no
 * private or loopback host unless `allowPrivate`.
 */
export function checkEndpointUrl(
  value: string,
  { allowPrivate }: { allowPrivate: boolean },
): { url: string } | { problem: string } {
  const text = value.trim();
  if (text.length === 0) return { problem: "Give the endpoint's address." };
  if (text.length > maxUrlLength) {
    return { problem: `The address is too long (at most ${maxUrlLength} characters).` };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { problem: "That is not a web address: write it in full, starting with https://." };
  }
  const protocols = allowPrivate ? ["https:", "http:"] : ["https:"];
  if (!protocols.includes(url.protocol)) {
    return { problem: "The address must start with https://." };
  }
  if (url.username || url.password) {
    return {
      problem: "Leave the user name and password out of the address: deliveries are signed.",
    };
  }
  if (!allowPrivate && namesPrivateHost(url)) {
    return { problem: "That address is on a private network or this machine: it is refused." };
  }
  url.hash = "";
  return { url: url.href };
}
