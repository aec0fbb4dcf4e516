import type { Config } from "@keystatic/core";
import { Keystatic } from "@keystatic/core/ui";
import { createRoot } from "react-dom/client";
import { contentConfig } from "../keystatic.config.ts";
import { EntryPickerContext } from "../schema/entry-picker.ts";
import { LibraryPictureContext } from "../schema/library-picture.ts";
import { YearInputContext } from "../schema/year.ts";
import { EntryPicker } from "./entry-picker.ts";
import { showEntryStates } from "./entry-states.ts";
import { LibraryPicture } from "./library-picture.ts";
import { keepListsInSiteOrder } from "./list-order.ts";
import { showLivePreview } from "./live-preview.ts";
import { showRestoredDraftNote } from "./restored-draft.ts";
import { trackSaveBase } from "./save-base.ts";
import { showSaveProblems } from "./save-problems.ts";
import { showSavedStatus } from "./saved-status.ts";
import { fixTextEditors } from "./text-editor-fixes.ts";
import { YearInput } from "./year-input.ts";

declare const __KEYSTATIC_GITHUB_APP_SLUG__: string;

// GitHub mode's set-up screens name the setting that holds the GitHub App's name.
const appSlug = {
  envName: "KEYSTATIC_GITHUB_APP_SLUG",
  value: __KEYSTATIC_GITHUB_APP_SLUG__ || undefined,
};

const container = document.getElementById("editor");
if (!container) throw new Error("The editor page has no #editor element");
// The editor takes any content model; the site's own, with its exact field types, is one of them.
// biome-ignore lint/suspicious/noExplicitAny: Keystatic's own adapters type their config the same way.
const editorConfig = contentConfig as Config<any, any>;
// First: the save-problems wrapper then sends its saves through this one.
trackSaveBase();
showSaveProblems();
showSavedStatus();
fixTextEditors(document);
// Every choice of another entry offers the entries by name (../schema/entry-picker.ts), and every
// picture field the pictures already saved (../schema/library-picture.ts), and a year is written as
// one (../schema/year.ts).
createRoot(container).render(
  <EntryPickerContext value={EntryPicker}>
    <LibraryPictureContext value={LibraryPicture}>
      <YearInputContext value={YearInput}>
        <Keystatic config={editorConfig} appSlug={appSlug} />
      </YearInputContext>
    </LibraryPictureContext>
  </EntryPickerContext>,
);
keepListsInSiteOrder(container, editorConfig.collections ?? {});
showEntryStates(container);
showLivePreview();
showRestoredDraftNote();
