import { pages } from "../../content/pages.ts";
import { pageMeta } from "../config/meta.ts";
import { paths } from "../config/paths.ts";
import { PageHeader } from "../sections/page-header.tsx";

export const meta = () => pageMeta(paths.industries);

export default function IndustriesPage() {
  return <PageHeader page={pages[paths.industries]} />;
}
