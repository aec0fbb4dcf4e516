// A picture field's file, uploaded or chosen from the pictures already saved (the media library).
// A field pointing at another entry's file would break when that entry changes its picture, so a
// choice from the library copies the picture's bytes into the field, exactly as an upload of that
// file would: the save writes the copy into this entry's own folder and holds it to the rules of
// an upload. The field keeps Keystatic's value handling (files and the build's checks are
// unchanged); its input is Keystatic's, followed by the library's button that the editor's page
// supplies through LibraryPictureContext (app/cms/editor/library-picture.ts). The button's UI kit
// stays out of the content model, which the build's scripts import with Node; where no button is
// supplied, Keystatic's input is shown alone. No JSX: Node reads .ts but not .tsx.
import { type FormFieldInputProps, fields } from "@keystatic/core";
import {
  type ComponentType,
  createContext,
  createElement,
  type ReactElement,
  useContext,
} from "react";

/** A picture as Keystatic's image field holds it in the form: an upload's bytes and name. */
export type PictureValue = { data: Uint8Array; extension: string; filename: string } | null;

/**
 * A picture of the library as the back office lists it (GET /api/media/pictures, the Media page's
 * list): its path under content/images/, where its file is sent, its size in pixels when known,
 * and the entries that show it, by name.
 */
export interface LibraryPictureItem {
  name: string;
  file: string;
  width?: number;
  height?: number;
  usedIn: string[];
}

/** What the library's input is given: Keystatic's input props, the field's label and input. */
export interface LibraryPictureProps extends FormFieldInputProps<PictureValue> {
  label: string;
  /** Keystatic's own input (upload, preview, remove), shown first. */
  keystaticInput: (props: FormFieldInputProps<PictureValue>) => ReactElement | null;
}

/** The input the editor's page shows for every libraryPicture field. */
export const LibraryPictureContext = createContext<ComponentType<LibraryPictureProps> | null>(null);

/** fields.image, whose input also offers the pictures already saved. */
export function libraryPicture<IsRequired extends boolean | undefined>(
  args: Parameters<typeof fields.image<IsRequired>>[0],
) {
  const field = fields.image(args);
  const keystaticInput = field.Input;
  return {
    ...field,
    // The content checks read `label` off the element this returns, without rendering it
    // (app/cms/check/keystatic.ts, labelOf).
    Input: (props: FormFieldInputProps<PictureValue>) =>
      createElement(LibraryPictureField, { ...props, label: args.label, keystaticInput }),
  };
}

function LibraryPictureField(props: LibraryPictureProps) {
  const Library = useContext(LibraryPictureContext);
  if (Library) return createElement(Library, props);
  const { keystaticInput, label, ...own } = props;
  return createElement(keystaticInput, own);
}
