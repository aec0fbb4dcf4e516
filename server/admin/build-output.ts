// What a failed `npm run build` or content check printed, as people can act on it: the content
// check's `content/<file>: <field>: <reason>` lines when there are any, and otherwise the last lines.
// A page that failed while it was pre-rendered is printed as an error ("Error: content/…" or
// "ContentProblem: content/…", app/cms/problems.server.ts): its content line counts too.
export function buildProblems(output: string): { problems: string[]; tail: string[] } {
  const lines = output.split("\n").map((line) => line.trim());
  return {
    problems: [
      ...new Set(
        lines.flatMap((line) => {
          const found = /^(?:\w+: )?(content\/\S+: .*)$/.exec(line)?.[1];
          return found === undefined ? [] : [found];
        }),
      ),
    ],
    tail: lines.filter(Boolean).slice(-5),
  };
}
