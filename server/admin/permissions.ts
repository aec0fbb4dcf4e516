export const roles = ["editor", "publisher", "admin"] as const;
export type Role = (typeof roles)[number];

export const permissions = {
  save: ["editor", "publisher", "admin"],
  publish: ["publisher", "admin"],
  rollBack: ["publisher", "admin"],
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
