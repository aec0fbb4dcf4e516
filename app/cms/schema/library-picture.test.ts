// @vitest-environment node
// A picture field's file is Keystatic's image field with another input: its values, files and
// checks stay Keystatic's, what the content checks read off its input (its label) reads the same,
// and its input is the editor's library input where the page supplies one, Keystatic's elsewhere.
import { fields } from "@keystatic/core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { labelOf } from "../check/keystatic.ts";
import { team } from "./collections.ts";
import {
  LibraryPictureContext,
  type LibraryPictureProps,
  libraryPicture,
} from "./library-picture.ts";

const settings = {
  label: "Picture",
  description: "A square portrait.",
  directory: "content/images/team",
  publicPath: "/images/team/",
  validation: { isRequired: true },
} as const;
const field = libraryPicture(settings);
const keystatic = fields.image(settings);

const bytes = new Uint8Array([137, 80, 78, 71]);
const value = { data: bytes, extension: "png", filename: "src.png" };
const inputProps = { value, onChange() {}, autoFocus: false, forceValidation: false };
const where = { slug: "asha-verma", suggestedFilenamePrefix: "src" };

describe("libraryPicture", () => {
  it("keeps Keystatic's value handling: parse, validate, serialize, file name, reader", () => {
    expect(field.defaultValue()).toBe(keystatic.defaultValue());
    expect(field.directory).toBe(keystatic.directory);
    const stored = "/images/team/asha-verma/portrait/src.png";
    const args = { asset: bytes, slug: "asha-verma" };
    expect(field.parse(stored, args)).toEqual(keystatic.parse(stored, args));
    expect(field.validate(value)).toBe(value);
    expect(() => field.validate(null as never)).toThrow(keystatic.label);
    expect(field.serialize(value, where)).toEqual(keystatic.serialize(value, where));
    expect(field.filename(stored, where)).toBe(keystatic.filename(stored, where));
    expect(field.reader.parse(stored)).toBe(keystatic.reader.parse(stored));
    expect(labelOf(field)).toBe("Picture");
  });

  it("is the file of every picture field", () => {
    const portrait = team.schema.portrait as unknown as { fields: { src: unknown } };
    expect(renderToStaticMarkup(withLibrary((portrait.fields.src as typeof field).Input))).toBe(
      "<p>library of Picture</p>",
    );
  });

  it("renders the library input the editor's page supplies, given Keystatic's input", () => {
    let given: LibraryPictureProps | undefined;
    const Library = (props: LibraryPictureProps) => {
      given = props;
      return createElement("p", null, `library of ${props.label}`);
    };
    const html = renderToStaticMarkup(
      createElement(LibraryPictureContext, { value: Library }, field.Input(inputProps)),
    );
    expect(html).toBe("<p>library of Picture</p>");
    expect(given).toMatchObject({
      ...inputProps,
      label: "Picture",
      keystaticInput: expect.any(Function),
    });
  });

  it("renders Keystatic's own input where no library is supplied", () => {
    // Under Node, Keystatic's inputs refuse to render, which tells it is theirs that was rendered.
    const keystaticRefusal = "unexpected call to function that shouldn't be called";
    expect(() => renderToStaticMarkup(keystatic.Input(inputProps))).toThrow(keystaticRefusal);
    expect(() => renderToStaticMarkup(field.Input(inputProps))).toThrow(keystaticRefusal);
  });
});

function withLibrary(Input: (typeof field)["Input"]) {
  const Library = (props: LibraryPictureProps) =>
    createElement("p", null, `library of ${props.label}`);
  return createElement(LibraryPictureContext, { value: Library }, Input(inputProps));
}
