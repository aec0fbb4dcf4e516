// Reading what a back-office form or query sent: every field is unknown until read here, and a
// field sent twice (ticked check boxes) arrives as a list (plugins/form-csrf.ts).
export type FormFields = Record<string, unknown>;

/** The field as one string; "" for a missing field or a list. */
export const oneValue = (value: unknown) => (typeof value === "string" ? value : "");

/** Every string the field holds, one or many. */
export const allValues = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item) => typeof item === "string");

/** The named field trimmed and cut to `max` characters; "" when it is not one string. */
export const textField = (input: FormFields | undefined, name: string, max: number) =>
  oneValue(input?.[name]).trim().slice(0, max);
