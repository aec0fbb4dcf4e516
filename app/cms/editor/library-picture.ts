// The editor's "Choose from media library" (app/cms/schema/library-picture.ts supplies its field):
// under Keystatic's own picture input, a button that opens a dialog of the pictures already saved,
// each with its thumbnail, its file name and the entries that show it, as the Media page lists
// them (GET /api/media/pictures). Choosing one fetches its file (the Media page's thumbnail route)
// and puts its bytes in the field as an upload of that file would: the save writes a copy into
// this entry's own folder, so another entry changing its picture later changes nothing here. Same
// UI kit as Keystatic's own dialogs; what cannot be had is said in the dialog, in words.
import { ActionButton, Button, ButtonGroup } from "@keystar/ui/button";
import { Dialog, DialogContainer, useDialogContainer } from "@keystar/ui/dialog";
import { Flex } from "@keystar/ui/layout";
import { Notice } from "@keystar/ui/notice";
import { ProgressCircle } from "@keystar/ui/progress";
import { Content } from "@keystar/ui/slots";
import { Heading, Text } from "@keystar/ui/typography";
import {
  createElement,
  Fragment,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { uploadFormats } from "../../../common/images.ts";
import type {
  LibraryPictureItem,
  LibraryPictureProps,
  PictureValue,
} from "../schema/library-picture.ts";

/**
 * What a save takes as a picture (uploadFormats): an SVG drawing or a GIF chosen here would only be
 * refused at Save, so they are not offered.
 */
const takenByASave = (name: string) =>
  Object.hasOwn(uploadFormats, /\.[^./]+$/.exec(name)?.[0]?.toLowerCase() ?? "");

export function LibraryPicture(props: LibraryPictureProps) {
  const { keystaticInput, label, ...own } = props;
  const [open, setOpen] = useState(false);
  return createElement(
    Flex,
    { direction: "column", gap: "regular" },
    createElement(keystaticInput, own),
    createElement(
      ActionButton,
      { alignSelf: "start", "aria-haspopup": "dialog", onPress: () => setOpen(true) },
      "Choose from media library",
    ),
    createElement(DialogContainer, {
      onDismiss: () => setOpen(false),
      // Its one child is a typed prop (the dialog, or nothing while closed).
      // biome-ignore lint/correctness/noChildrenProp: as said above.
      children: open ? createElement(LibraryDialog, { onChoose: own.onChange }) : null,
    }),
  );
}

type List = readonly LibraryPictureItem[] | "loading" | { problem: string };

function LibraryDialog({ onChoose }: { onChoose: (value: PictureValue) => void }) {
  const { dismiss } = useDialogContainer();
  const [list, setList] = useState<List>("loading");
  const [choosing, setChoosing] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  // The field's onChange of the moment the bytes arrive, not of the press: words typed in the
  // entry meanwhile are kept.
  const latestOnChoose = useRef(onChoose);
  useLayoutEffect(() => {
    latestOnChoose.current = onChoose;
  });
  useEffect(() => {
    let current = true;
    fetchList().then(
      (pictures) => {
        if (current) setList(pictures);
      },
      (error: unknown) => {
        // The editor of `npm run cms` has none: only the back office keeps one.
        const none = "this editor has none. Upload the file with Choose file.";
        if (current)
          setList({ problem: `The media library could not be loaded: ${said(error, none)}` });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  const choose = async (picture: LibraryPictureItem) => {
    setChoosing(picture.name);
    setProblem(undefined);
    try {
      const value = await fetchPicture(picture);
      latestOnChoose.current(value);
      dismiss();
    } catch (error) {
      setProblem(
        `${picture.name} could not be fetched: ${said(
          error,
          "it is no longer in the library (replaced or deleted since this list was shown). Close this and open the library again.",
        )}`,
      );
      setChoosing(undefined);
    }
  };

  return createElement(Dialog, {
    size: "large",
    // Its children are a typed prop; the dialog finds its heading, content and buttons by their
    // slots, inside a fragment too.
    // biome-ignore lint/correctness/noChildrenProp: as said above.
    children: createElement(
      Fragment,
      null,
      createElement(Heading, null, "Choose from media library"),
      createElement(
        Content,
        null,
        createElement(
          Flex,
          { direction: "column", gap: "large" },
          createElement(
            Text,
            null,
            "The picture you choose is copied into this field, as if you had uploaded it: the entries that show it now keep theirs.",
          ),
          problem === undefined ? null : problemNotice(problem),
          typeof list === "string"
            ? loading("Loading the pictures")
            : "problem" in list
              ? problemNotice(list.problem)
              : pictureList(list, choosing, choose),
        ),
      ),
      createElement(ButtonGroup, null, createElement(Button, { onPress: dismiss }, "Cancel")),
    ),
  });
}

function pictureList(
  all: readonly LibraryPictureItem[],
  choosing: string | undefined,
  choose: (picture: LibraryPictureItem) => void,
): ReactNode {
  const offered = all.filter((picture) => takenByASave(picture.name));
  const left = all.length - offered.length;
  return createElement(
    Flex,
    { direction: "column", gap: "large" },
    offered.length === 0
      ? createElement(Text, null, "No pictures to choose from yet: upload one with Choose file.")
      : createElement(
          "ul",
          {
            style: {
              display: "grid",
              gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
              gap: "1rem",
              listStyle: "none",
              margin: 0,
              padding: 0,
            },
          },
          offered.map((picture) =>
            createElement(PictureChoice, {
              key: picture.name,
              picture,
              isDisabled: choosing !== undefined,
              onChoose: () => choose(picture),
            }),
          ),
        ),
    left === 0
      ? null
      : createElement(
          Text,
          { color: "neutralSecondary" },
          `Not shown: ${left} ${left === 1 ? "file" : "files"} in a format a picture field does not take (SVG drawings, GIF). Fields take JPEG, PNG, WebP or AVIF.`,
        ),
    choosing === undefined ? null : loading(`Copying ${choosing}`),
  );
}

/** One picture: a button named by its file name, described by the entries that show it. */
function PictureChoice({
  picture,
  isDisabled,
  onChoose,
}: {
  picture: LibraryPictureItem;
  isDisabled: boolean;
  onChoose: () => void;
}) {
  const usesId = useId();
  const pixels =
    picture.width && picture.height ? `${picture.width} × ${picture.height} pixels. ` : "";
  const uses = picture.usedIn.length === 0 ? "Not used." : `Used in ${picture.usedIn.join(", ")}.`;
  return createElement(
    "li",
    { style: { display: "flex", flexDirection: "column", gap: "0.5rem" } },
    createElement(
      ActionButton,
      {
        onPress: onChoose,
        isDisabled,
        "aria-describedby": usesId,
        height: "auto",
        UNSAFE_style: { padding: "0.5rem" },
      },
      createElement(
        Flex,
        { direction: "column", gap: "regular", alignItems: "center", width: "100%" },
        createElement("img", {
          src: picture.file,
          alt: "",
          loading: "lazy",
          style: { width: "100%", height: "8rem", objectFit: "contain" },
        }),
        createElement(Text, { UNSAFE_style: { overflowWrap: "anywhere" } }, picture.name),
      ),
    ),
    createElement(Text, { id: usesId, size: "small", color: "neutralSecondary" }, pixels + uses),
  );
}

/** Keystatic's notice, which is an alert: read out as it appears. */
function problemNotice(message: string) {
  // biome-ignore lint/correctness/noChildrenProp: a typed prop, as the dialog's.
  return createElement(Notice, { tone: "critical", children: message });
}

function loading(label: string) {
  return createElement(ProgressCircle, {
    "aria-label": label,
    isIndeterminate: true,
    size: "small",
    alignSelf: "center",
  });
}

/**
 * A failed request in words: what the back office answered, or that it did not. `missing`: what a
 * 404 means for this request.
 */
function said(error: unknown, missing: string): string {
  if (error instanceof Answer) {
    if (error.status === 401) return "you are signed out. Sign in again, then try again.";
    if (error.status === 403) return "your role may not use the media library.";
    if (error.status === 404) return missing;
    return `the back office answered ${error.status}. Try again, or reload the page.`;
  }
  if (error instanceof TypeError) {
    return "the back office did not answer. Check the connection and try again.";
  }
  return `${error instanceof Error ? error.message : String(error)}.`;
}

class Answer extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`the back office answered ${status}`);
    this.status = status;
  }
}

async function fetchList(): Promise<readonly LibraryPictureItem[]> {
  const response = await fetch("/api/media/pictures", {
    headers: { accept: "application/json" },
    cache: "no-store",
  });
  if (!response.ok) throw new Answer(response.status);
  const body: unknown = await response.json();
  if (!Array.isArray(body) || !body.every(isLibraryPicture)) {
    throw new Error("the back office's answer is not a list of pictures");
  }
  return body;
}

/** The picture as Keystatic's image input holds an upload of that file. */
async function fetchPicture(picture: LibraryPictureItem): Promise<PictureValue> {
  const response = await fetch(picture.file, { cache: "no-store" });
  if (!response.ok) throw new Answer(response.status);
  const filename = picture.name.slice(picture.name.lastIndexOf("/") + 1);
  return {
    data: new Uint8Array(await response.arrayBuffer()),
    extension: /\.([^.]+)$/.exec(filename)?.[1] ?? "",
    filename,
  };
}

function isLibraryPicture(value: unknown): value is LibraryPictureItem {
  const picture = value as LibraryPictureItem;
  return (
    typeof value === "object" &&
    value !== null &&
    typeof picture.name === "string" &&
    typeof picture.file === "string" &&
    Array.isArray(picture.usedIn) &&
    picture.usedIn.every((entry) => typeof entry === "string")
  );
}
