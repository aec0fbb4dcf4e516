export interface Problem {
  field: string;
  reason: string;
  replaces?: boolean;
  check?: () => Promise<string[]>;
}
