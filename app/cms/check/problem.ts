/** One problem the walk finds in an entry, by the field's path in its data ("role.ar"). */
export interface Problem {
  field: string;
  reason: string;
  /** The walk's wording replaces the reader's for this field. */
  replaces?: boolean;
  /** A slower check (a picture's file), run after the walk; its reasons replace `reason`. */
  check?: () => Promise<string[]>;
}
