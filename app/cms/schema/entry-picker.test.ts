// @vitest-environment node
// The entry picker field is Keystatic's relationship field with another input: its values, files
// and checks stay Keystatic's, and what the content checks and saves read off its input (the list
// it points to, its label) still reads the same.
import { fields } from "@keystatic/core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { labelOf, referencedCollection } from "../check/keystatic.ts";
import { relationshipTarget, shapesOf } from "../save/entries.ts";
import { caseStudies, team } from "./collections.ts";
import { EntryPickerContext, type EntryPickerProps, entryPicker } from "./entry-picker.ts";
import { posts } from "./posts.ts";

const settings = {
  label: "Office",
  description: "Where the person works from.",
  collection: "offices",
  validation: { isRequired: true },
} as const;
const picker = entryPicker(settings);
const keystatic = fields.relationship(settings);

const inputProps = { value: "amman", onChange() {}, autoFocus: false, forceValidation: false };

describe("entryPicker", () => {
  it("keeps Keystatic's value handling: parse, validate, serialize, default, reader", () => {
    expect(picker.defaultValue()).toBe(keystatic.defaultValue());
    expect(picker.parse("amman")).toBe("amman");
    expect(picker.parse(undefined)).toBeNull();
    expect(() => picker.parse(3)).toThrow("Must be a string");
    expect(picker.validate("amman")).toBe("amman");
    expect(() => picker.validate(null)).toThrow(keystatic.label);
    expect(picker.serialize("amman")).toEqual({ value: "amman" });
    expect(picker.serialize(null)).toEqual({ value: undefined });
    expect(picker.reader.parse("amman")).toBe(keystatic.reader.parse("amman"));
    expect(picker.label).toBe("Office");
  });

  it("still tells the content checks and saves which list it points to, and its label", () => {
    expect(referencedCollection(picker)).toBe("offices");
    expect(labelOf(picker)).toBe("Office");
    const shapes = shapesOf();
    expect(relationshipTarget(team.schema.office, shapes)).toBe("offices");
    expect(relationshipTarget(posts.schema.author, shapes)).toBe("team");
    expect(relationshipTarget(caseStudies.schema.industry, shapes)).toBe("industries");
    expect(relationshipTarget(caseStudies.schema.office, shapes)).toBe("offices");
    expect(relationshipTarget(caseStudies.schema.services, shapes)).toBe("services");
  });

  it("renders the picker the editor's page supplies, given the field's settings", () => {
    let given: EntryPickerProps | undefined;
    const Picker = (props: EntryPickerProps) => {
      given = props;
      return createElement("p", null, `picker of ${props.collection}`);
    };
    const html = renderToStaticMarkup(
      createElement(EntryPickerContext, { value: Picker }, picker.Input(inputProps)),
    );
    expect(html).toBe("<p>picker of offices</p>");
    expect(given).toMatchObject({
      ...inputProps,
      label: "Office",
      description: "Where the person works from.",
      collection: "offices",
      isRequired: true,
      keystaticInput: expect.any(Function),
    });
  });

  it("renders Keystatic's own input where no picker is supplied", () => {
    // Under Node, Keystatic's inputs refuse to render, which tells it is theirs that was rendered;
    // in the browser it is its picker of file names.
    const keystaticRefusal = "unexpected call to function that shouldn't be called";
    expect(() => renderToStaticMarkup(keystatic.Input(inputProps))).toThrow(keystaticRefusal);
    expect(() => renderToStaticMarkup(picker.Input(inputProps))).toThrow(keystaticRefusal);
  });
});
