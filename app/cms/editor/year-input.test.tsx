// The editor's year box: a year shown and typed as a year ("2015", never "2,015"), the number
// stored as before, and Keystatic's own messages for a year out of range or missing.
import { KeystarProvider } from "@keystar/ui/core";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { YearInputProps } from "../schema/year.ts";
import { YearInput, yearProblem } from "./year-input.ts";

const range = { isRequired: true, min: 1800, max: 2100 };

function Form({ stored }: { stored: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(2015);
  const props: YearInputProps = {
    value,
    onChange: (next) => {
      setValue(next);
      stored(next);
    },
    autoFocus: false,
    forceValidation: false,
    label: "Established (year)",
    validation: range,
    keystaticInput: () => null,
  };
  return (
    <KeystarProvider>
      <YearInput {...props} />
    </KeystarProvider>
  );
}

beforeEach(() => {
  vi.spyOn(window.screen, "width", "get").mockReturnValue(1280);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("YearInput", { timeout: 20_000 }, () => {
  it("shows 2015 as 2015 and stores a typed year as a number", async () => {
    const stored = vi.fn();
    render(<Form stored={stored} />);
    const box = screen.getByRole("textbox", { name: /^Established \(year\)/ });
    expect(box).toHaveProperty("value", "2015");
    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, "1998");
    await user.tab();
    expect(box).toHaveProperty("value", "1998");
    await waitFor(() => expect(stored).toHaveBeenLastCalledWith(1998));
  });

  it("says a year out of range is out of range, once the box is left, and keeps it", async () => {
    const stored = vi.fn();
    render(<Form stored={stored} />);
    const box = screen.getByRole("textbox", { name: /^Established \(year\)/ });
    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, "1750");
    await user.tab();
    expect(box).toHaveProperty("value", "1750");
    expect(await screen.findByText("Established (year) must be at least 1800")).toBeTruthy();
  });
});

describe("yearProblem", () => {
  it("uses Keystatic's words", () => {
    expect(yearProblem(range, null, "Established")).toBe("Established is required");
    expect(yearProblem(range, 2101, "Established")).toBe("Established must be at most 2100");
    expect(yearProblem(range, 2015.5, "Established")).toBe("Established must be a whole number");
    expect(yearProblem(range, 2015, "Established")).toBeUndefined();
    expect(yearProblem({ ...range, isRequired: false }, null, "Established")).toBeUndefined();
  });
});
