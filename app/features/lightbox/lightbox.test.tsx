import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { type CaptionedImage, imageAsset } from "../../../common/images.ts";
import { renderWithSiteData as render } from "../../../tests/support/with-site-data.tsx";
import { LightboxGallery } from "./lightbox-gallery.tsx";

// jsdom has no modal dialogs: just enough of the browser's behaviour to drive the component.
beforeAll(() => {
  const proto = HTMLDialogElement.prototype;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
    this.onkeydown = (event) => {
      if (event.key === "Escape") this.close();
    };
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
});

const galleryImages: CaptionedImage[] = Array.from({ length: 9 }, (_, index) => ({
  ...imageAsset(`/images/gallery/picture-${index + 1}/picture/src.svg`, `Picture ${index + 1}`),
  caption: `Caption of picture ${index + 1}`,
}));

const third = galleryImages[2]!;
const fourth = galleryImages[3]!;
const last = galleryImages[galleryImages.length - 1]!;

async function openThird() {
  const user = userEvent.setup();
  render(<LightboxGallery images={galleryImages} />);
  const thumbnail = screen.getByRole("button", { name: third.alt });
  await user.click(thumbnail);
  const dialog = screen.getByRole("dialog", { name: "Image viewer" });
  return { user, thumbnail, dialog };
}

function expectShowing(dialog: HTMLElement, alt: string, position: string) {
  expect(within(dialog).getByRole("img").getAttribute("alt")).toBe(alt);
  expect(within(dialog).getByText(position)).toBeTruthy();
}

describe("LightboxGallery", () => {
  it("shows every image as a button holding an image with its alt text", () => {
    render(<LightboxGallery images={galleryImages} />);
    const thumbnails = screen.getAllByRole("button");
    expect(thumbnails).toHaveLength(9);
    thumbnails.forEach((button, index) => {
      expect(within(button).getByRole("img").getAttribute("alt")).toBe(galleryImages[index]!.alt);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens a modal dialog with the clicked image, its caption and its position", async () => {
    const { dialog } = await openThird();
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expectShowing(dialog, third.alt, "3 / 9");
    expect(within(dialog).getByText(third.caption!)).toBeTruthy();
  });

  it("moves with the Next and Previous buttons and wraps around", async () => {
    const { user, dialog } = await openThird();
    await user.click(within(dialog).getByRole("button", { name: "Next image" }));
    expectShowing(dialog, fourth.alt, "4 / 9");
    await user.click(within(dialog).getByRole("button", { name: "Previous image" }));
    await user.click(within(dialog).getByRole("button", { name: "Previous image" }));
    await user.click(within(dialog).getByRole("button", { name: "Previous image" }));
    expectShowing(dialog, galleryImages[0]!.alt, "1 / 9");
    await user.click(within(dialog).getByRole("button", { name: "Previous image" }));
    expectShowing(dialog, last.alt, "9 / 9");
  });

  it("moves with the arrow keys", async () => {
    const { user, dialog } = await openThird();
    within(dialog).getByRole("button", { name: "Close" }).focus();
    await user.keyboard("{ArrowRight}");
    expectShowing(dialog, fourth.alt, "4 / 9");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expectShowing(dialog, galleryImages[1]!.alt, "2 / 9");
  });

  it("moves with a horizontal swipe and ignores a tap or a vertical move", async () => {
    const { dialog } = await openThird();
    const swipe = (from: [number, number], to: [number, number]) => {
      const image = within(dialog).getByRole("img");
      fireEvent.pointerDown(image, { clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(image, { clientX: to[0], clientY: to[1] });
    };
    swipe([300, 200], [150, 210]);
    expectShowing(dialog, fourth.alt, "4 / 9");
    swipe([150, 200], [300, 190]);
    expectShowing(dialog, third.alt, "3 / 9");
    swipe([300, 200], [290, 200]);
    swipe([300, 100], [250, 400]);
    expectShowing(dialog, third.alt, "3 / 9");
  });

  it("closes on the Close button and returns focus to the thumbnail", async () => {
    const { user, thumbnail, dialog } = await openThird();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(thumbnail);
  });

  it("closes on Escape and returns focus to the thumbnail", async () => {
    const { user, thumbnail, dialog } = await openThird();
    await user.click(within(dialog).getByRole("button", { name: "Next image" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: fourth.alt }));
    expect(thumbnail).not.toBe(document.activeElement);
  });

  it("closes on a click on the backdrop but not on a click on the image", async () => {
    const { user, thumbnail, dialog } = await openThird();
    await user.click(within(dialog).getByRole("img"));
    expect(screen.getByRole("dialog")).toBe(dialog);
    // A backdrop click reaches the <dialog> itself at a point outside its box.
    const box = dialog.getBoundingClientRect();
    fireEvent.click(dialog, { clientX: box.right + 50, clientY: box.bottom + 50 });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(thumbnail);
  });
});
