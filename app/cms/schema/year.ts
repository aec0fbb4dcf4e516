// A year ("Established"): Keystatic's whole-number field, whose box writes 2015 as "2,015" (it
// groups thousands, and takes no option not to). This field keeps that field's value handling (a
// number in the file, read and checked as before) and gives it an input of ours that the editor's
// page supplies through YearInputContext (app/cms/editor/year-input.ts; how, in editor-input.ts).
import { fields } from "@keystatic/core";
import { type EditorInputProps, editorInputContext, withEditorInput } from "./editor-input.ts";

export interface YearRange {
  isRequired: boolean;
  min: number;
  max: number;
}

/** The field's settings the input is given, besides Keystatic's props and input. */
export interface YearSettings {
  label: string;
  description?: string | undefined;
  validation: YearRange;
}

export type YearInputProps = EditorInputProps<number | null, YearSettings>;

/** The input the editor's page shows for every year field. */
export const YearInputContext = editorInputContext<number | null, YearSettings>();

/** fields.integer for a year: the same value in the file, shown without a thousands separator. */
export function year(args: YearSettings) {
  return withEditorInput(fields.integer(args), YearInputContext, {
    label: args.label,
    description: args.description,
    validation: args.validation,
  });
}
