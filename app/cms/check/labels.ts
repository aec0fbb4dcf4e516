import { labelOf, type Schema, type Shape } from "./keystatic.ts";

export const labelSeparator = " › ";

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
      labels.push(String(Number(key) + 1));
    } else {
      labels.push(key);
      schema = undefined;
    }
  }
  return labels.join(labelSeparator);
}
