import "./breadcrumb.css";

export interface BreadcrumbProps {
  /** Read out before the links. */
  label: string;
  /** From the home page to the current page, the last one not linked. */
  steps: readonly { name: string; path: string }[];
}

export function Breadcrumb({ label, steps }: BreadcrumbProps) {
  return (
    <nav aria-label={label} className="breadcrumb">
      <ol>
        {steps.map((step, index) =>
          index === steps.length - 1 ? (
            <li key={step.path} aria-current="page">
              {step.name}
            </li>
          ) : (
            <li key={step.path}>
              <a href={step.path}>{step.name}</a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
