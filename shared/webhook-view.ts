// The office's webhook page (/admin/webhook; docs/webhook.md, "In the office"): whether it is on, what waits, and
// the latest deliveries. Never the secret, and of the URL only its host.

export interface WebhookDeliveryRow {
  eventId: string;
  type: string;
  /** Ulaanbaatar time, as the office shows times. */
  createdAt: string;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  deliveredAt: string | null;
}

export interface WebhookProps {
  /** The receiver's host; undefined: WEBHOOK_URL is not set. */
  host?: string;
  waiting: number;
  /** The latest 50, newest first. */
  deliveries: readonly WebhookDeliveryRow[];
  /** Where the test event's button posts (only while it is on). */
  testAction?: string;
  /** A test event was just queued. */
  tested?: boolean;
}
