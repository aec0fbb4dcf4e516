// Who an enquiry can be given to: the back-office accounts whose role works enquiries. The desk's
// "Assigned to" and a routing rule's "Assign to" offer the same people.
import type { FastifyInstance } from "fastify";
import type { Assignable } from "./pages/enquiries.ts";
import { can } from "./permissions.ts";

export async function assignableAccounts(app: FastifyInstance): Promise<Assignable[]> {
  const accounts = await app.backOffice.accounts.list();
  return accounts
    .filter((account) => can(account.role, "workEnquiries"))
    .map(({ email, name }) => ({ email, name }));
}
