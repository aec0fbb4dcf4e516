// A choice of another entry (a person's office, a post's author), offered by the entries' names.
// Keystatic's relationship field offers file names ("meera-nair"): this field keeps its value
// handling (the file name is what is stored, read and checked, so files and the build's checks are
// unchanged) and gives it an input of ours that the editor's page supplies through
// EntryPickerContext (app/cms/editor/entry-picker.ts; how, in editor-input.ts).
import { fields } from "@keystatic/core";
import { type EditorInputProps, editorInputContext, withEditorInput } from "./editor-input.ts";

/** An entry as the picker offers it: its file name (the stored value) and its name. */
export interface EntryName {
  slug: string;
  name: string;
}

/** The field's settings the picker is given, besides Keystatic's props and input. */
export interface EntryPickerSettings {
  label: string;
  description?: string | undefined;
  /** The list the entry is chosen from (the key of a collection). */
  collection: string;
  isRequired: boolean;
}

/** Keystatic's own input (file names) is `keystaticInput`, for when the names cannot be had. */
export type EntryPickerProps = EditorInputProps<string | null, EntryPickerSettings>;

/** The picker the editor's page shows for every entryPicker field. */
export const EntryPickerContext = editorInputContext<string | null, EntryPickerSettings>();

/** fields.relationship, with the editor's picker offering the entries by name. */
export function entryPicker<IsRequired extends boolean | undefined>(
  args: Parameters<typeof fields.relationship<IsRequired>>[0],
) {
  return withEditorInput(fields.relationship(args), EntryPickerContext, {
    label: args.label,
    description: args.description,
    collection: args.collection,
    isRequired: args.validation?.isRequired === true,
  });
}
