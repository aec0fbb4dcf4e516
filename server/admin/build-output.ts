// What a failed `npm run build` or content check printed, as people can act on it: the content
// check's `content/<file>: <field>: <reason>` lines when there are any, and otherwise the last lines.
export function buildProblems(output: string): { problems: string[]; tail: string[] } {
  const lines = output.split("\n").map((line) => line.trim());
  return {
    problems: lines.filter((line) => /^content\/\S+: /.test(line)),
    tail: lines.filter(Boolean).slice(-5),
  };
}
