import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TextWithLtrRuns } from "./left-to-right.tsx";

const isolated = (text: string) => {
  const { container } = render(
    <p>
      <TextWithLtrRuns text={text} />
    </p>,
  );
  return {
    runs: [...container.querySelectorAll('bdi[dir="ltr"]')].map((bdi) => bdi.textContent),
    text: container.textContent,
  };
};

describe("left-to-right runs inside a sentence", () => {
  it("isolates an e-mail address without the full stop after it", () => {
    const text = "أدخل عنوان بريد إلكتروني صحيحًا، مثل name@example.com.";
    expect(isolated(text)).toEqual({ runs: ["name@example.com"], text });
  });

  it("isolates phone numbers and numbers with signs, not bare numbers", () => {
    const text = "الطابق الرابع، نيودلهي 110001، هاتف +91 11 4000 1234، صندوق 12-345";
    expect(isolated(text).runs).toEqual(["+91 11 4000 1234", "12-345"]);
  });

  it("leaves a text without any as it is", () => {
    expect(isolated("Use at most 200 characters.")).toEqual({
      runs: [],
      text: "Use at most 200 characters.",
    });
  });
});
