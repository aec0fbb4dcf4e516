// The one walk through an entry's fields beside its values, for everything that reads an entry field
// by field: the content check (walk.ts), the checks a save makes (../save/) and the back
// office's Readiness page. Each says what it does with a field; this says how fields nest.
import type { Schema } from "./keystatic.ts";

/** Where a value sits in an entry: its keys and list positions, as Keystatic names fields. */
export type FieldPath = (string | number)[];

export interface VisitedField {
  schema: Schema;
  value: unknown;
  at: FieldPath;
  /** The labels of the field and of the groups around it, a list's items as "1", "2", … */
  labels: string[];
  /** The values of the nearest group holding this field (its neighbours), if any. */
  holder: Record<string, unknown> | undefined;
}

/** What a visitor answers for a field: `false` leaves the fields inside it unvisited. */
export type Visit = (field: VisitedField) => boolean | undefined;

/** Visits every field of `schema` with its value in `values`, each before the fields inside it. */
export function walkFields(schema: Record<string, Schema>, values: unknown, visit: Visit): void {
  if (!isRecord(values)) return;
  for (const [key, field] of Object.entries(schema)) {
    walkField({ schema: field, value: values[key], at: [key], labels: [], holder: values }, visit);
  }
}

/** Visits one field and the fields inside it; `labels` are those of the groups around it. */
export function walkField(field: VisitedField, visit: Visit): void {
  const { schema, value, at, holder } = field;
  const label = "label" in schema && typeof schema.label === "string" ? schema.label : undefined;
  const labels = label ? [...field.labels, label] : field.labels;
  if (visit({ ...field, labels }) === false) return;
  switch (schema.kind) {
    case "object":
      if (!isRecord(value)) return;
      for (const [key, inner] of Object.entries(schema.fields)) {
        walkField(
          { schema: inner, value: value[key], at: [...at, key], labels, holder: value },
          visit,
        );
      }
      return;
    case "array":
      if (!Array.isArray(value)) return;
      value.forEach((item, index) => {
        walkField(
          {
            schema: schema.element,
            value: item,
            at: [...at, index],
            labels: [...labels, `${index + 1}`],
            holder,
          },
          visit,
        );
      });
      return;
    case "conditional": {
      if (!isRecord(value)) return;
      const chosen = schema.values[String(value.discriminant)];
      if (chosen !== undefined) {
        walkField(
          { schema: chosen, value: value.value, at: [...at, "value"], labels, holder },
          visit,
        );
      }
      return;
    }
    default:
      return;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
