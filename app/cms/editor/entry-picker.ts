// The editor's entry picker (app/cms/schema/entry-picker.ts supplies its field): a combobox of the
// entries by name, as their list shows them, that stores the chosen entry's file name. Same UI kit
// and behaviour as Keystatic's own picker (type to filter, arrow keys, Enter; labelled by the
// field's label and description). The names come from the editor's server
// (GET /api/entry-names/<list>, app/cms/entry-names.server.ts), asked again each time a form opens,
// so a name saved a moment ago shows; if they cannot be had, Keystatic's own picker (file names)
// stands in rather than an empty one.
import { Combobox, Item } from "@keystar/ui/combobox";
import { createElement, useEffect, useReducer, useState } from "react";
import type { EntryName, EntryPickerProps } from "../schema/entry-picker.ts";

/** One choice: the file name stored, and the words shown and read out. */
export interface PickerOption {
  slug: string;
  label: string;
}

/**
 * The choices, by name in alphabetical order. Two entries with one name (two offices in Cairo) are
 * told apart by their file names; a stored value that names no entry (one deleted since) stays
 * offered by its file name, so the box shows what the file holds.
 */
export function pickerOptions(names: readonly EntryName[], value: string | null): PickerOption[] {
  const all =
    value !== null && !names.some((entry) => entry.slug === value)
      ? [...names, { slug: value, name: value }]
      : names;
  const uses = new Map<string, number>();
  for (const { name } of all) uses.set(name, (uses.get(name) ?? 0) + 1);
  return all
    .map(({ slug, name }) => ({
      slug,
      label: (uses.get(name) ?? 0) > 1 ? `${name} (${slug})` : name,
    }))
    .sort(
      (a, b) =>
        a.label.localeCompare(b.label, "en", { sensitivity: "base" }) ||
        a.slug.localeCompare(b.slug),
    );
}

export function EntryPicker(props: EntryPickerProps) {
  const { keystaticInput, label, description, collection, isRequired, ...own } = props;
  const names = useEntryNames(collection);
  const [blurred, onBlur] = useReducer(() => true, false);
  if (names === "failed") return createElement(keystaticInput, own);
  const loading = names === "loading";
  // As Keystatic's picker says it, once the box was left or a save was tried.
  const errorMessage =
    (props.forceValidation || blurred) && isRequired && props.value === null
      ? `${label} is required`
      : undefined;
  return createElement(Combobox<PickerOption>, {
    label,
    description,
    value: props.value,
    onChange: (key) => {
      if (typeof key === "string" || key === null) props.onChange(key);
    },
    onBlur,
    autoFocus: props.autoFocus,
    defaultItems: loading ? [] : pickerOptions(names, props.value),
    // For the moment the names take to come: nothing to choose from yet.
    isDisabled: loading,
    loadingState: loading ? "loading" : "idle",
    isRequired,
    errorMessage,
    width: "auto",
    // The collection's children are typed props (a function of each option), not nodes.
    // biome-ignore lint/correctness/noChildrenProp: as said above.
    children: (option: PickerOption) =>
      createElement(Item<PickerOption>, {
        key: option.slug,
        textValue: option.label,
        // biome-ignore lint/correctness/noChildrenProp: as said above.
        children: option.label,
      }),
  });
}

type Names = readonly EntryName[] | "loading" | "failed";

/** The last names each list gave on this page, shown at once while they are asked again. */
const known = new Map<string, readonly EntryName[]>();
/** One request per list at a time, however many pickers of it a form shows. */
const asking = new Map<string, Promise<readonly EntryName[]>>();

function useEntryNames(collection: string): Names {
  const [names, setNames] = useState<Names>(() => known.get(collection) ?? "loading");
  useEffect(() => {
    let current = true;
    askNames(collection).then(
      (list) => {
        if (current) setNames(list);
      },
      () => {
        // Names shown before stay; without any, Keystatic's picker stands in.
        if (current) setNames((shown) => (typeof shown === "string" ? "failed" : shown));
      },
    );
    return () => {
      current = false;
    };
  }, [collection]);
  return names;
}

function askNames(collection: string): Promise<readonly EntryName[]> {
  let pending = asking.get(collection);
  if (!pending) {
    pending = fetchNames(collection)
      .then((list) => {
        known.set(collection, list);
        return list;
      })
      .finally(() => asking.delete(collection));
    asking.set(collection, pending);
  }
  return pending;
}

async function fetchNames(collection: string): Promise<readonly EntryName[]> {
  const response = await fetch(`/api/entry-names/${encodeURIComponent(collection)}`, {
    headers: { accept: "application/json" },
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`entry names of ${collection}: ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body) || !body.every(isEntryName)) {
    throw new Error(`entry names of ${collection}: not a list of names`);
  }
  return body;
}

function isEntryName(value: unknown): value is EntryName {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as EntryName).slug === "string" &&
    typeof (value as EntryName).name === "string"
  );
}
