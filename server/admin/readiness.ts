// The Readiness page's list (permissions.ts save): what in the workspace is still unfinished,
// which the site itself keeps from visitors (app/cms/unfinished.ts) or shows as it is. Read from
// the workspace's files as the editor reads them, each entry named as Changes names it and linked
// to it in the editor. Fields are found by kind and by the registries of app/cms/schema/fields.ts,
// as the content check finds them, so a new list needs no new code here.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Config as KeystaticConfig } from "@keystatic/core";
import { createReader } from "@keystatic/core/reader";
import type { Node } from "@markdoc/markdoc";
import { gather } from "../../app/cms/areas.server.ts";
import type { Schema } from "../../app/cms/check/keystatic.ts";
import { fieldLabel } from "../../app/cms/check/labels.ts";
import {
  type FieldPath,
  isRecord,
  type Visit,
  walkFields,
} from "../../app/cms/check/schema-walk.ts";
import { entryNames } from "../../app/cms/entry-names.server.ts";
import { contentConfig } from "../../app/cms/keystatic.config.ts";
import { isDue } from "../../app/cms/publish-at.ts";
import {
  arabicTextFields,
  type Language,
  localizedFields,
  pictureFields,
  pluralFields,
  socialNetworks,
} from "../../app/cms/schema/fields.ts";
import { officeKind, officeRequired } from "../../app/cms/schema/office-fields.ts";
import { isUnfinished } from "../../app/cms/unfinished.ts";
import { originalFile } from "../../common/images.ts";
import { paths } from "./pages/html.ts";

export const readinessKinds = [
  "unfinishedText",
  "sample",
  "missingPicture",
  "emptyPage",
  "exampleAddress",
  "networkHomePage",
] as const;
export type ReadinessKind = (typeof readinessKinds)[number];

export interface ReadinessItem {
  /** The entry as Changes names it: "Team 'Asha Verma'", "Site details, header and footer". */
  entry: string;
  /** Its page in the editor. */
  editorPath: string;
  /** The field, by the editor's labels ("Languages spoken › 1"); none for the whole entry. */
  field?: string;
  /** For a placeholder text: the languages whose words are marked. */
  languages?: Language[];
  /** What is unfinished about it, in a few words: "placeholder", "empty", the address found. */
  detail: string;
}

export interface Readiness {
  /** Every item of every kind. */
  total: number;
  /** Each kind, in the order of readinessKinds, with its items (possibly none). */
  groups: { kind: ReadinessKind; items: ReadinessItem[] }[];
}

// biome-ignore lint/suspicious/noExplicitAny: the reader takes any content model.
type AnyConfig = KeystaticConfig<any, any>;
type Shape = { label: string; schema: Record<string, Schema> };

interface Found {
  kind: ReadinessKind;
  at: FieldPath;
  languages?: Language[];
  detail: string;
}

const languageNames: Record<Language, string> = { en: "English", ar: "Arabic" };

/** unfinished.ts's rule, less the empty text: words marked as a placeholder. */
function isPlaceholder(text: unknown): text is string {
  return typeof text === "string" && text.trim() !== "" && isUnfinished(text);
}

/**
 * Texts the site shows only when they are finished, and so leaves out when empty: an office's
 * address and hours (an office has a page of its own; other places do not), a person's biography.
 */
function leftOutWhenEmpty(field: Schema, holder: Record<string, unknown>): boolean {
  if (officeRequired.has(field)) return holder[officeKind.field] === officeKind.value;
  return field === contentConfig.collections.team.schema.bio;
}

const exampleHost = String.raw`(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+example(?![\w-]|\.[a-z0-9])`;
const exampleAddresses = new RegExp(
  String.raw`https?://(?:[^\s/@]*@)?${exampleHost}(?::\d+)?(?:[/?#][^\s<>"'()\]]*)?|[\w.+-]+@${exampleHost}`,
  "gi",
);

/** The e-mail addresses and web addresses at a host under .example, a name for examples only. */
export function exampleAddressesIn(text: string): string[] {
  return [...text.matchAll(exampleAddresses)].map((match) => match[0]);
}

const networkHosts = new Set([
  ...socialNetworks.map((network) => `${network.value}.com`),
  "twitter.com",
]);

/**
 * The web addresses that lead to a social network's own home page ("https://www.linkedin.com/")
 * where a profile or a post was meant.
 */
export function networkHomePagesIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"'()\]]+/gi)].flatMap(([href]) => {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return [];
    }
    const host = url.hostname.replace(/^(?:www|m)\./, "");
    const home = url.pathname.replace(/\/+$/, "") === "" && url.search === "";
    return networkHosts.has(host) && home ? [href] : [];
  });
}

/** The addresses a text holds, each found once per field. */
function addressesIn(text: string, at: FieldPath, found: Found[]) {
  for (const address of new Set(exampleAddressesIn(text))) {
    found.push({ kind: "exampleAddress", at, detail: address });
  }
  for (const href of new Set(networkHomePagesIn(text))) {
    found.push({ kind: "networkHomePage", at, detail: href });
  }
}

/** An article's words and its links' addresses, as the editor holds them. */
function articleText(node: Node): string {
  const parts: string[] = [];
  for (const child of node.walk()) {
    if (child.type === "text" && typeof child.attributes.content === "string") {
      parts.push(child.attributes.content);
    } else if (child.type === "link" && typeof child.attributes.href === "string") {
      parts.push(` ${child.attributes.href} `);
    }
  }
  return parts.join("");
}

/** What Readiness looks for in each field of an entry (the walk is the content check's). */
function finder(root: string, found: Found[]): Visit {
  return ({ schema, value, at, holder }) => {
    switch (schema.kind) {
      case "object": {
        if (!isRecord(value)) return false;
        if (localizedFields.has(schema)) {
          const marked = (["en", "ar"] as const).filter((language) =>
            isPlaceholder(value[language]),
          );
          if (marked.length > 0) {
            const detail = `placeholder in ${marked.map((language) => languageNames[language]).join(" and ")}`;
            found.push({ kind: "unfinishedText", at, languages: marked, detail });
          } else if (
            holder &&
            leftOutWhenEmpty(schema, holder) &&
            isUnfinished(value.en as string | undefined)
          ) {
            found.push({ kind: "unfinishedText", at, detail: "empty" });
          }
          // An address in both languages is one item.
          const words = [value.en, value.ar].filter((text) => typeof text === "string");
          addressesIn(words.join("\n"), at, found);
          return false;
        }
        if (pluralFields.has(schema)) {
          const marked = (["en", "ar"] as const).filter(
            (language) =>
              isRecord(value[language]) &&
              Object.values(value[language] as Record<string, unknown>).some(isPlaceholder),
          );
          if (marked.length > 0) {
            const detail = `placeholder in ${marked.map((language) => languageNames[language]).join(" and ")}`;
            found.push({ kind: "unfinishedText", at, languages: marked, detail });
          }
          return false;
        }
        if (pictureFields.has(schema)) {
          const src = typeof value.src === "string" ? value.src : "";
          if (src === "") {
            found.push({ kind: "missingPicture", at, detail: "no picture" });
          } else if (!existsSync(join(root, originalFile(src)))) {
            found.push({ kind: "missingPicture", at, detail: `no file for ${src}` });
          }
        }
        return;
      }
      case "form": {
        // An article, read with its linked files: its Markdoc tree.
        if (isRecord(value) && isRecord(value.node) && typeof value.node.walk === "function") {
          const text = articleText(value.node as unknown as Node);
          if (isPlaceholder(text))
            found.push({ kind: "unfinishedText", at, detail: "placeholder" });
          addressesIn(text, at, found);
          return;
        }
        if (typeof value !== "string") return;
        if (isPlaceholder(value)) {
          const arabic = arabicTextFields.has(schema);
          found.push({
            kind: "unfinishedText",
            at,
            ...(arabic ? { languages: ["ar" as const] } : {}),
            detail: arabic ? "placeholder in Arabic" : "placeholder",
          });
        }
        addressesIn(value, at, found);
        return;
      }
      default:
        return;
    }
  };
}

/** The entries the editor's menu offers: the developer test pages are left out, as there. */
function listed(config: AnyConfig): Set<string> {
  return new Set(Object.values(config.ui?.navigation ?? {}).flat() as string[]);
}

type Entry = { slug: string; name: string; data: Record<string, unknown> };

/** An area's page that gathers nothing: no case study, person or published post names it. */
function emptyAreaPages(
  entries: Map<string, Entry[]>,
  now: Date,
): { collection: string; entry: Entry }[] {
  const of = (collection: string) => entries.get(collection) ?? [];
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];
  const published = of("posts").filter(({ data }) => !data.draft && isDue(data, now));
  type From = Parameters<typeof gather>[2];
  // What gather reads of each, the rest left out: it is the area page's own rule.
  const from = {
    studies: of("caseStudies").map(({ slug, data }) => ({
      id: slug,
      industry: data.industry,
      services: strings(data.services),
    })),
    people: of("team").map(({ slug, data }) => ({
      id: slug,
      industries: strings(data.focusIndustries).map((id) => ({ id })),
      services: strings(data.focusServices).map((id) => ({ id })),
    })),
    posts: published.map(({ slug, data }) => ({ slug, date: String(data.date ?? "") })),
    postEntries: published.map(({ slug, data }) => ({
      slug,
      entry: { industries: strings(data.industries), services: strings(data.services) },
    })),
  } as unknown as From;
  const areas = [
    { collection: "industries", kind: "industry" as const },
    { collection: "services", kind: "service" as const },
  ];
  return areas.flatMap(({ collection, kind }) =>
    of(collection)
      .filter(({ slug }) => {
        const named = gather(kind, slug, from);
        return (
          named.caseStudies.length === 0 && named.people.length === 0 && named.insights.length === 0
        );
      })
      .map((entry) => ({ collection, entry })),
  );
}

/** Everything unfinished in the content under `root` (a workspace), by kind. */
export async function readinessOf(
  root: string,
  {
    config = contentConfig as AnyConfig,
    now = new Date(),
  }: { config?: AnyConfig; now?: Date } = {},
): Promise<Readiness> {
  const reader = createReader(root, config);
  const shown = listed(config);
  const items = new Map<ReadinessKind, ReadinessItem[]>(readinessKinds.map((kind) => [kind, []]));
  const add = (
    shape: Shape,
    entry: string,
    editorPath: string,
    { kind, at, languages, detail }: Found,
  ) => {
    items.get(kind)!.push({
      entry,
      editorPath,
      ...(at.length > 0 ? { field: fieldLabel(shape, at.join(".")) } : {}),
      ...(languages ? { languages } : {}),
      detail,
    });
  };

  for (const [key, singleton] of Object.entries(config.singletons ?? {}) as [string, Shape][]) {
    if (!shown.has(key)) continue;
    const data = await reader.singletons[key]!.read({ resolveLinkedFiles: true }).catch(() => null);
    if (!isRecord(data)) continue;
    const found: Found[] = [];
    walkFields(singleton.schema, data, finder(root, found));
    for (const each of found)
      add(singleton, singleton.label, `${paths.editor}/singleton/${key}`, each);
  }

  const entries = new Map<string, Entry[]>();
  for (const [key, collection] of Object.entries(config.collections ?? {}) as [string, Shape][]) {
    if (!shown.has(key)) continue;
    const names = (await entryNames(config, root, key)) ?? [];
    const read: Entry[] = [];
    for (const { slug, name } of names) {
      const data = await reader.collections[key]!.read(slug, { resolveLinkedFiles: true }).catch(
        () => null,
      );
      if (!isRecord(data)) continue;
      read.push({ slug, name, data });
      const entry = `${collection.label} '${name}'`;
      const editorPath = `${paths.editor}/collection/${key}/item/${encodeURIComponent(slug)}`;
      const found: Found[] = [];
      walkFields(collection.schema, data, finder(root, found));
      if ("sample" in collection.schema && data.sample === true) {
        found.push({ kind: "sample", at: [], detail: "Sample ticked" });
      }
      for (const each of found) add(collection, entry, editorPath, each);
    }
    entries.set(key, read);
  }

  for (const {
    collection,
    entry: { slug, name },
  } of emptyAreaPages(entries, now)) {
    const shape = config.collections[collection] as Shape;
    items.get("emptyPage")!.push({
      entry: `${shape.label} '${name}'`,
      editorPath: `${paths.editor}/collection/${collection}/item/${encodeURIComponent(slug)}`,
      detail: "no case study, person or post is linked to it",
    });
  }

  const groups = readinessKinds.map((kind) => ({
    kind,
    items: items.get(kind)!.sort((a, b) => a.entry.localeCompare(b.entry)),
  }));
  return { total: groups.reduce((sum, group) => sum + group.items.length, 0), groups };
}

/**
 * The list for the workspace's latest save, read once per save: the Changes page shows its count
 * on every visit.
 */
export function readinessCache(read: (root: string) => Promise<Readiness> = readinessOf) {
  let last: { key: string; readiness: Promise<Readiness> } | undefined;
  return (workspace: { dir: string; head(): Promise<string> }) =>
    (async () => {
      const key = `${workspace.dir}\0${await workspace.head()}`;
      if (last?.key !== key) {
        const readiness = read(workspace.dir);
        last = { key, readiness };
        // A failed reading is tried again on the next visit.
        readiness.catch(() => {
          if (last?.readiness === readiness) last = undefined;
        });
      }
      return last.readiness;
    })();
}

/** The workspace's list, shared by the Readiness page and the count on Changes. */
export const workspaceReadiness = readinessCache();
