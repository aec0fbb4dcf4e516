// A choice of another entry (a person's office, a post's author), offered by the entries' names.
// Keystatic's relationship field offers file names ("meera-nair"): this field keeps its value
// handling (the file name is what is stored, read and checked, so files and the build's checks are
// unchanged) and gives it an input of ours that the editor's page supplies through
// EntryPickerContext (app/cms/editor/entry-picker.ts). The picker's UI kit stays out of the
// content model, which the build's scripts import with Node; where no picker is supplied,
// Keystatic's own input is used. No JSX: Node reads .ts but not .tsx.
import { type FormFieldInputProps, fields } from "@keystatic/core";
import {
  type ComponentType,
  createContext,
  createElement,
  type ReactElement,
  useContext,
} from "react";

/** An entry as the picker offers it: its file name (the stored value) and its name. */
export interface EntryName {
  slug: string;
  name: string;
}

/** What the picker is given: Keystatic's input props, the field's settings and Keystatic's input. */
export interface EntryPickerProps extends FormFieldInputProps<string | null> {
  label: string;
  description?: string;
  /** The list the entry is chosen from (the key of a collection). */
  collection: string;
  isRequired: boolean;
  /** Keystatic's own input (file names), for when the names cannot be had. */
  keystaticInput: (props: FormFieldInputProps<string | null>) => ReactElement | null;
}

/** The picker the editor's page shows for every entryPicker field. */
export const EntryPickerContext = createContext<ComponentType<EntryPickerProps> | null>(null);

/** fields.relationship, with the editor's picker offering the entries by name. */
export function entryPicker<IsRequired extends boolean | undefined>(
  args: Parameters<typeof fields.relationship<IsRequired>>[0],
) {
  const field = fields.relationship(args);
  const keystaticInput = field.Input;
  return {
    ...field,
    // The content checks read `collection` off the element this returns, without rendering it
    // (app/cms/check/keystatic.ts, referencedCollection).
    Input: (props: FormFieldInputProps<string | null>) =>
      createElement(EntryPickerField, {
        ...props,
        label: args.label,
        description: args.description,
        collection: args.collection,
        isRequired: args.validation?.isRequired === true,
        keystaticInput,
      }),
  };
}

function EntryPickerField(props: EntryPickerProps) {
  const Picker = useContext(EntryPickerContext);
  if (Picker) return createElement(Picker, props);
  const { keystaticInput, label, description, collection, isRequired, ...own } = props;
  return createElement(keystaticInput, own);
}
