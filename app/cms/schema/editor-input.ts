// A Keystatic field whose box the editor's page may replace with one of its own (the entry picker,
// the year box, the media library's button): the field keeps Keystatic's value handling, so files,
// reads and the build's checks are unchanged, and its `Input` looks up, in a React context, the box
// the editor's page supplies; where none is supplied (the content check, `npm run cms` without
// one), Keystatic's own box is shown. The boxes' UI kit stays out of the content model, which the
// build's scripts import with Node. No JSX: Node reads .ts but not .tsx.
import type { FormFieldInputProps } from "@keystatic/core";
import {
  type ComponentType,
  type Context,
  createContext,
  createElement,
  type ReactElement,
  useContext,
} from "react";

/** Keystatic's own box for a field, as its `Input` is typed. */
export type KeystaticInput<Value> = (props: FormFieldInputProps<Value>) => ReactElement | null;

/** What an editor's box is given: Keystatic's props, the field's settings and Keystatic's box. */
export type EditorInputProps<Value, Settings extends object> = FormFieldInputProps<Value> &
  Settings & { keystaticInput: KeystaticInput<Value> };

/** Where the editor's page supplies a kind of box. */
export function editorInputContext<Value, Settings extends object>() {
  return createContext<ComponentType<EditorInputProps<Value, Settings>> | null>(null);
}

/**
 * `field` with its box taken from `context` where the page supplies one. `settings` travel with the
 * props of the element its `Input` returns: the content checks read some of them (a reference's
 * `collection`, a picture's `label`) off that element without rendering it
 * (app/cms/check/keystatic.ts).
 */
export function withEditorInput<
  Value,
  Settings extends object,
  Field extends { Input: KeystaticInput<Value> },
>(
  field: Field,
  context: Context<ComponentType<EditorInputProps<Value, Settings>> | null>,
  settings: Settings,
): Field {
  const keystaticInput = field.Input;
  return {
    ...field,
    Input: (props: FormFieldInputProps<Value>) =>
      createElement(ChosenInput<Value, Settings>, {
        ...props,
        ...settings,
        keystaticInput,
        context,
        own: props,
      }),
  };
}

function ChosenInput<Value, Settings extends object>(
  props: EditorInputProps<Value, Settings> & {
    context: Context<ComponentType<EditorInputProps<Value, Settings>> | null>;
    own: FormFieldInputProps<Value>;
  },
) {
  const { context, own, ...given } = props;
  const Supplied = useContext(context);
  if (Supplied) return createElement(Supplied, given as EditorInputProps<Value, Settings>);
  return createElement(props.keystaticInput, own);
}
