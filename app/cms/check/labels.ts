// A field's name as the editor shows it: the labels from the entry's form down to the box, joined
// by " › " ("Role › Arabic", "Further reading › 2 › Goes to"), so a problem can be shown beside its
// box and read by someone who never sees the file.
import { labelOf, type Schema, type Shape } from "./keystatic.ts";

export const labelSeparator = " › ";

/** The labels along a field's path ("role.ar"), or "" for a problem of the whole entry. */
export function fieldLabel(shape: Shape, field: string): string {
  if (field === "") return "";
  const labels: string[] = [];
  let schema: Schema | undefined = { kind: "object", fields: shape.schema } as Schema;
  for (const key of field.split(".")) {
    if (schema === undefined) {
      labels.push(key);
      continue;
    }
    if (schema.kind === "object") {
      schema = schema.fields[key];
      labels.push(labelOf(schema) ?? key);
    } else if (schema.kind === "array") {
      // A list's items are counted from 1, as a person counts them down the list.
      labels.push(/^\d+$/.test(key) ? String(Number(key) + 1) : key);
      schema = schema.element;
    } else if (schema.kind === "conditional") {
      schema = key === "value" ? undefined : schema.discriminant;
    } else if (schema.kind === "form" && /^\d+$/.test(key)) {
      // One of a list of references.
      labels.push(String(Number(key) + 1));
    } else {
      labels.push(key);
      schema = undefined;
    }
  }
  return labels.join(labelSeparator);
}
