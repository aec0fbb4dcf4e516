// A lease shorter than a send would let a second worker send an e-mail still in flight.
export const smtpTimeouts = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 30_000,
} as const;

export const sendBoundMs =
  smtpTimeouts.connectionMs + smtpTimeouts.greetingMs + smtpTimeouts.socketMs;

export const defaultLeaseMs = sendBoundMs + 30_000;
