// The editor's year box (app/cms/schema/year.ts supplies its field): Keystatic's own number box, from
// the same UI kit, with the same label, description, steppers and messages, but a year is written
// as a year ("2015"), not as a quantity ("2,015").
import { NumberField } from "@keystar/ui/number-field";
import { createElement, useReducer } from "react";
import type { YearInputProps, YearRange } from "../schema/year.ts";

/** Keystatic's own words for a whole-number box that is wrong, so every such box says the same. */
export function yearProblem(
  validation: YearRange,
  value: number | null,
  label: string,
): string | undefined {
  if (value !== null && !Number.isInteger(value)) return `${label} must be a whole number`;
  if (validation.isRequired && value === null) return `${label} is required`;
  if (value !== null && value < validation.min)
    return `${label} must be at least ${validation.min}`;
  if (value !== null && value > validation.max) return `${label} must be at most ${validation.max}`;
  return undefined;
}

const asYear = { useGrouping: false, maximumFractionDigits: 0 } as const;

export function YearInput(props: YearInputProps) {
  const [blurred, onBlur] = useReducer(() => true, false);
  return createElement(NumberField, {
    label: props.label,
    description: props.description,
    isRequired: props.validation.isRequired,
    errorMessage:
      props.forceValidation || blurred
        ? yearProblem(props.validation, props.value, props.label)
        : undefined,
    onBlur,
    autoFocus: props.autoFocus,
    value: props.value ?? undefined,
    onChange: (value: number | undefined) =>
      props.onChange(value === undefined || Number.isNaN(value) ? null : value),
    // No minValue/maxValue: the box would move a year out of range to the nearest end without a
    // word; out of range, it says so, as Keystatic's box does.
    formatOptions: asYear,
  });
}
