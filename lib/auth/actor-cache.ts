// The signed-in users' rows (active flag, session version, roles) kept in memory between requests, so a
// request with a session cookie does not spend a database round trip on who its caller is (on the list routes
// that trip was about a tenth of the server's time, scripts/bench-api.ts).
//
// Kept correct by the database, not by the code paths that write users: a trigger on "User" and "UserRole"
// (migration 20261125100000_actor_change_notify) notifies the channel below on every change, whoever makes it,
// and each server drops that user's entry. The cache is used only while this server is listening: before the
// LISTEN is in place, and from the moment the connection fails until it is back, every request reads the
// database, and a reconnect starts from an empty cache (notifications sent meanwhile are lost). A read that
// raced a change (started before the notification, finished after) is not kept. Entries also expire after
// MAX_AGE_MS, as a bound on anything this reasoning missed.
import "server-only";
import pg from "pg";

const CHANNEL = "omni_actor_changed";
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 10_000;
const RETRY_MS = 5_000;

type Entry<T> = { row: T; at: number };

export class ActorCache<T> {
  private entries = new Map<string, Entry<T>>();
  private listening = false;
  private connecting = false;
  private lastAttempt = 0;
  /** Bumped by every notification: a read started under an older value may be stale. */
  private generation = 0;
  private client: pg.Client | null = null;

  constructor(private readonly connectionString: () => string | undefined) {}

  /** The user's row: from memory while listening, else read with `load` (and kept when that is safe). */
  async get(userId: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
    this.listen();
    if (this.listening) {
      const hit = this.entries.get(userId);
      if (hit && Date.now() - hit.at < MAX_AGE_MS) return hit.row;
    }
    const generation = this.generation;
    const row = await load();
    if (row !== undefined && this.listening && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.delete(userId); // re-insert at the end: the oldest entries go first
      this.entries.set(userId, { row, at: Date.now() });
    }
    return row;
  }

  /** Whether entries are served from memory (for tests and diagnostics). */
  get isListening(): boolean {
    return this.listening;
  }

  /** Stop listening and forget everything (tests; a server never needs it). */
  async close(): Promise<void> {
    const client = this.client;
    this.reset();
    this.lastAttempt = Number.POSITIVE_INFINITY;
    await client?.end().catch(() => {});
  }

  private reset() {
    this.listening = false;
    this.generation++;
    this.entries.clear();
    this.client = null;
  }

  private listen() {
    if (this.listening || this.connecting || Date.now() - this.lastAttempt < RETRY_MS) return;
    const connectionString = this.connectionString();
    if (!connectionString) return;
    this.connecting = true;
    this.lastAttempt = Date.now();
    const client = new pg.Client({ connectionString });
    const fail = () => {
      if (this.client === client) this.reset();
      this.connecting = false;
      client.end().catch(() => {});
    };
    client.on("error", fail);
    client.on("end", fail);
    client.on("notification", (message) => {
      this.generation++;
      if (message.payload) this.entries.delete(message.payload);
    });
    client
      .connect()
      .then(() => client.query(`LISTEN ${CHANNEL}`))
      .then(() => {
        // The listening connection must not keep a process (a script, a test worker) alive on its own.
        (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
        this.client = client;
        this.generation++;
        this.listening = true;
        this.connecting = false;
      })
      .catch(fail);
  }
}
