// A page that failed while pre-rendered prints an error ("Error: content/…"): its content line
// counts too.
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
