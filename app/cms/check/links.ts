export function linkProblem(
  to: string,
  pages: Set<string>,
  moved = new Map<string, string>(),
): string | undefined {
  if (to.startsWith("/")) {
    const page = to.replace(/[?#].*$/, "");
    const normalised = page.length > 1 ? page.replace(/\/$/, "") : page;
    if (pages.has(normalised)) return undefined;
    const next = moved.get(normalised);
    return next === undefined
      ? `"${to}" is not a page of this site`
      : `"${to}" has moved to "${next}" (link to the new address)`;
  }
  if (/^(https:\/\/\S+|mailto:\S+|tel:[+\d\s]+)$/.test(to)) return undefined;
  return `"${to}" must start with "/" (a page of this site) or with https://`;
}

/** A profile link that leads to a network's front page says nothing about the person. */
export function profileLinkProblem(href: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return `"${href}" is not a web address (it must start with https://)`;
  }
  if (url.protocol !== "https:") return `"${href}" must start with https://`;
  if (url.pathname.replace(/\/+$/, "") === "" && url.search === "") {
    return `"${href}" is the home page of ${url.hostname}, not a profile (give the address of the person's own profile page)`;
  }
  return undefined;
}
