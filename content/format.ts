// Moved to common/format.ts; this re-export keeps the modules not yet moved working.
export { formatDate, formatNumber } from "../common/format.ts";
