// A picture field's file, uploaded or chosen from the pictures already saved (the media library).
// A field pointing at another entry's file would break when that entry changes its picture, so a
// choice from the library copies the picture's bytes into the field, exactly as an upload of that
// file would: the save writes the copy into this entry's own folder and holds it to the rules of
// an upload. The field keeps Keystatic's value handling (files and the build's checks are
// unchanged); its input is Keystatic's, followed by the library's button that the editor's page
// supplies through LibraryPictureContext (app/cms/editor/library-picture.ts; how, in
// editor-input.ts).
import { fields } from "@keystatic/core";
import { type EditorInputProps, editorInputContext, withEditorInput } from "./editor-input.ts";

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

/** The field's settings the library's input is given, besides Keystatic's props and input. */
export interface LibraryPictureSettings {
  label: string;
}

/** Keystatic's own input (upload, preview, remove) is `keystaticInput`, shown first. */
export type LibraryPictureProps = EditorInputProps<PictureValue, LibraryPictureSettings>;

/** The input the editor's page shows for every libraryPicture field. */
export const LibraryPictureContext = editorInputContext<PictureValue, LibraryPictureSettings>();

/** fields.image, whose input also offers the pictures already saved. */
export function libraryPicture<IsRequired extends boolean | undefined>(
  args: Parameters<typeof fields.image<IsRequired>>[0],
) {
  return withEditorInput(fields.image(args), LibraryPictureContext, { label: args.label });
}
