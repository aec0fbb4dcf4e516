import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import "./field.css";
import { TextWithLtrRuns } from "./left-to-right.tsx";

interface FieldFrameProps {
  label: string;
  error?: string;
  className?: string;
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  ref?: Ref<HTMLTextAreaElement>;
};

function useFieldIds(error: string | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  return {
    id,
    errorId,
    a11y: {
      id,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? errorId : undefined,
    },
  };
}

function Frame({
  label,
  error,
  className,
  id,
  errorId,
  children,
}: FieldFrameProps & { id: string; errorId: string; children: ReactNode }) {
  return (
    <div className={["field", error ? "field--invalid" : "", className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {children}
      {error ? (
        <p id={errorId} className="field__error">
          <TextWithLtrRuns text={error} />
        </p>
      ) : null}
    </div>
  );
}

export function Field({ label, error, className, ...inputProps }: FieldFrameProps & InputProps) {
  const { id, errorId, a11y } = useFieldIds(error);
  return (
    <Frame label={label} error={error} className={className} id={id} errorId={errorId}>
      <input className="field__control" {...inputProps} {...a11y} />
    </Frame>
  );
}

export function TextAreaField({
  label,
  error,
  className,
  ...textareaProps
}: FieldFrameProps & TextAreaProps) {
  const { id, errorId, a11y } = useFieldIds(error);
  return (
    <Frame label={label} error={error} className={className} id={id} errorId={errorId}>
      <textarea className="field__control" {...textareaProps} {...a11y} />
    </Frame>
  );
}
