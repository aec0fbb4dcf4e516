// A year ("Established"): Keystatic's whole-number field, whose box writes 2015 as "2,015" (it
// groups thousands, and takes no option not to). This field keeps that field's value handling (a
// number in the file, read and checked as before) and gives it an input of ours that the editor's
// page supplies through YearInputContext (app/cms/editor/year-input.ts), as entry-picker.ts does:
// the UI kit stays out of the content model, which the build's scripts import with Node; where no
// input is supplied, Keystatic's own is used. No JSX: Node reads .ts but not .tsx.
import { type FormFieldInputProps, fields } from "@keystatic/core";
import {
  type ComponentType,
  createContext,
  createElement,
  type ReactElement,
  useContext,
} from "react";

export interface YearRange {
  isRequired: boolean;
  min: number;
  max: number;
}

/** What the input is given: Keystatic's input props, the field's settings and Keystatic's input. */
export interface YearInputProps extends FormFieldInputProps<number | null> {
  label: string;
  description?: string;
  validation: YearRange;
  keystaticInput: (props: FormFieldInputProps<number | null>) => ReactElement | null;
}

/** The input the editor's page shows for every year field. */
export const YearInputContext = createContext<ComponentType<YearInputProps> | null>(null);

/** fields.integer for a year: the same value in the file, shown without a thousands separator. */
export function year(args: { label: string; description?: string; validation: YearRange }) {
  const field = fields.integer(args);
  const keystaticInput = field.Input;
  return {
    ...field,
    Input: (props: FormFieldInputProps<number | null>) =>
      createElement(YearField, {
        ...props,
        label: args.label,
        description: args.description,
        validation: args.validation,
        keystaticInput,
      }),
  };
}

function YearField(props: YearInputProps) {
  const Input = useContext(YearInputContext);
  if (Input) return createElement(Input, props);
  const { keystaticInput, label, description, validation, ...own } = props;
  return createElement(keystaticInput, own);
}
