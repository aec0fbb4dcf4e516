/** A cookie set empty or with Max-Age=0 is dropped, as a browser drops it. */
export function cookieHeader(
  setCookie: readonly string[] | string | undefined,
  previous = "",
): string {
  const jar = new Map(previous.split("; ").filter(Boolean).map(nameAndValue));
  for (const line of [setCookie ?? []].flat()) {
    const [name, value] = nameAndValue(line.split(";")[0] ?? "");
    if (!name) continue;
    if (value === "" || /;\s*max-age=0\s*(;|$)/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

function nameAndValue(pair: string): [string, string] {
  const at = pair.indexOf("=");
  return at < 0 ? [pair.trim(), ""] : [pair.slice(0, at).trim(), pair.slice(at + 1)];
}

export function formToken(html: string): string {
  const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("the page has no form token");
  return token;
}
