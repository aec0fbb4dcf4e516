// The SMTP timeouts of the mailer, and what follows from them: the longest one send can hold an
// outbox job, and the default lease after which a job whose worker vanished (on another host) is
// retried. A lease shorter than a send would let a second worker send an e-mail still in flight.
export const smtpTimeouts = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  /** Inactivity on an open connection, so also the longest wait for any one SMTP reply. */
  socketMs: 30_000,
} as const;

/** Connect, greeting, then one reply wait: a send that takes longer has failed. */
export const sendBoundMs =
  smtpTimeouts.connectionMs + smtpTimeouts.greetingMs + smtpTimeouts.socketMs;

/** The send bound plus a margin for a slow store write and a loaded machine. */
export const defaultLeaseMs = sendBoundMs + 30_000;
