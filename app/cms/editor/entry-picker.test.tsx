// The editor's entry picker: entries offered by name with the file name stored, told apart when two
// share a name, filtered as one types and chosen with the keyboard; Keystatic's own picker (file
// names) when the names cannot be had.
import { KeystarProvider } from "@keystar/ui/core";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EntryName, EntryPickerProps } from "../schema/entry-picker.ts";
import { EntryPicker, pickerOptions } from "./entry-picker.ts";

const offices: EntryName[] = [
  { slug: "cairo-nasr-city", name: "Cairo" },
  { slug: "amman", name: "Amman" },
  { slug: "cairo-downtown", name: "Cairo" },
  { slug: "bangalore", name: "Bangalore" },
];

describe("pickerOptions", () => {
  it("offers the entries by name, alphabetically, two of one name told apart by file name", () => {
    expect(pickerOptions(offices, "amman")).toEqual([
      { slug: "amman", label: "Amman" },
      { slug: "bangalore", label: "Bangalore" },
      { slug: "cairo-downtown", label: "Cairo (cairo-downtown)" },
      { slug: "cairo-nasr-city", label: "Cairo (cairo-nasr-city)" },
    ]);
  });

  it("keeps a stored value that names no entry, by its file name", () => {
    expect(pickerOptions(offices.slice(1, 2), "lagos")).toEqual([
      { slug: "amman", label: "Amman" },
      { slug: "lagos", label: "lagos" },
    ]);
    expect(pickerOptions([], null)).toEqual([]);
  });
});

/** Keystatic's own picker, as the fallback: marked so the test can tell it is the one shown. */
function KeystaticPicker({ value }: { value: string | null }) {
  return <p>Keystatic's picker showing {value}</p>;
}

function Form({ collection, onChange }: { collection: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState<string | null>("amman");
  const props: EntryPickerProps = {
    value,
    onChange: (next) => {
      setValue(next);
      if (next) onChange(next);
    },
    autoFocus: false,
    forceValidation: false,
    label: "Office",
    description: "Where the person works from.",
    collection,
    isRequired: true,
    keystaticInput: KeystaticPicker,
  };
  return (
    <KeystarProvider>
      <EntryPicker {...props} />
    </KeystarProvider>
  );
}

// jsdom's screen is 0 pixels wide, which the UI kit takes for a phone (a button and a dialog).
beforeEach(() => {
  vi.spyOn(window.screen, "width", "get").mockReturnValue(1280);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("EntryPicker", { timeout: 20_000 }, () => {
  it("shows the chosen entry's name, offers the others by name and stores the file name", async () => {
    const fetch = vi.fn(async () => Response.json(offices));
    vi.stubGlobal("fetch", fetch);
    const chosen = vi.fn();
    render(<Form collection="offices" onChange={chosen} />);
    const box = screen.getByRole("combobox", { name: /^Office/ });
    await waitFor(() => expect(box).toHaveProperty("value", "Amman"));
    expect(fetch).toHaveBeenCalledWith("/api/entry-names/offices", expect.anything());
    expect(box.getAttribute("aria-describedby")).toBeTruthy();
    expect(
      document.getElementById(box.getAttribute("aria-describedby")!.split(" ")[0]!)?.textContent,
    ).toBe("Where the person works from.");

    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, "nasr");
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["Cairo (cairo-nasr-city)"]);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(chosen).toHaveBeenLastCalledWith("cairo-nasr-city");
    await waitFor(() => expect(box).toHaveProperty("value", "Cairo (cairo-nasr-city)"));
  });

  it("falls back to Keystatic's picker (file names) when the names cannot be had", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ message: "Sign in first." }, { status: 401 })),
    );
    render(<Form collection="team" onChange={() => {}} />);
    expect(await screen.findByText("Keystatic's picker showing amman")).toBeTruthy();
  });
});
