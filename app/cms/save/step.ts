// What a save is and what each of its steps takes and gives back, apart from the list of steps
// (save.ts): each step's module needs these types, and the list needs each step.
export interface Save {
  additions: { path: string; contents: Buffer }[];
  deletions: { path: string }[];
}

/** A reason a save is refused, as the editor is sent it: `field` is the field's label. */
export interface SaveProblem {
  file: string;
  field: string;
  message: string;
}

export interface SaveContext {
  root: string;
  maxUploadBytes: number;
  /** The largest document (a PDF to download): the back office's DOCUMENT_MAX_MB. */
  maxDocumentBytes: number;
  current(path: string): Promise<Buffer | undefined>;
}

export interface SaveStepResult {
  save: Save;
  problems: SaveProblem[];
}

export type SaveStep = (save: Save, context: SaveContext) => Promise<SaveStepResult>;
