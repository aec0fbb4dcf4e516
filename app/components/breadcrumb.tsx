import "./breadcrumb.css";

/** The trail above a page's title; its last step is the page itself. */
export function Breadcrumb({
  label,
  steps,
}: {
  label: string;
  steps: readonly { name: string; path: string }[];
}) {
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
