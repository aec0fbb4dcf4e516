export const roles = ["editor", "publisher", "sales", "admin"] as const;
export type Role = (typeof roles)[number];

// A sales account works enquiries and nothing else: it may not read the site's unpublished
// changes (Changes, Releases, the preview) any more than edit them.
export const permissions = {
  readSite: ["editor", "publisher", "admin"],
  save: ["editor", "publisher", "admin"],
  publish: ["publisher", "admin"],
  rollBack: ["publisher", "admin"],
  workEnquiries: ["sales", "admin"],
  /** The Audience page: counts per day and page, no personal data (the editor has no need). */
  readAudience: ["publisher", "sales", "admin"],
  /** Where enquiries' e-mails go: the Routing page. */
  editRouting: ["admin"],
  /** Where enquiries are posted for the CRM: the Webhooks page, "Send again" on an enquiry. */
  manageWebhooks: ["admin"],
  manageAccounts: ["admin"],
  readAuditLog: ["admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissions;

export function can(role: Role, permission: Permission): boolean {
  return (permissions[permission] as readonly Role[]).includes(role);
}

export function isRole(value: unknown): value is Role {
  return roles.includes(value as Role);
}
