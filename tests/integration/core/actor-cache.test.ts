/** @jest-environment node */
// The session actor cache (lib/auth/actor-cache.ts) against a real PostgreSQL: hits spare the database, and any
// change to a user or their roles, written by anyone, empties that user's entry through the trigger's
// notification; a read that raced a change is not kept; nothing is served from memory without the listener.
import { getDb } from "@/lib/db";
import { ActorCache } from "@/lib/auth/actor-cache";
import { loadActor } from "@/lib/auth/session";
import { createUser } from "../../factories/users";

const db = getDb();

/** The cache's notification channel (lib/auth/actor-cache.ts, migration 20261125100000_actor_change_notify). */
const CHANNEL = "omni_actor_changed";

/** Polls until `check` holds (the notification arrives asynchronously, within milliseconds). */
async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe("[CORE] actor cache", () => {
  const cache = new ActorCache<{ isActive: boolean; roles: number }>(() => process.env.DATABASE_URL);
  let reads = 0;
  const readUser = (id: string) => async () => {
    reads++;
    const user = await db.user.findUniqueOrThrow({ where: { id }, include: { roles: true } });
    return { isActive: user.isActive, roles: user.roles.length };
  };

  beforeAll(async () => {
    const { user } = await createUser(db, { roles: ["manager"] });
    await cache.get(user.id, readUser(user.id)); // starts the listener
    await eventually(() => cache.isListening);
  });
  afterAll(() => cache.close());

  /**
   * The notifications of what the test just wrote have arrived (a read racing them is, rightly, not kept): a
   * marker entry is cached, then a notification for it sent after those writes; the listening connection gets
   * notifications in commit order, so once the marker's entry is gone, so is everything before it.
   */
  async function settle() {
    const marker = `settle-${Date.now()}-${Math.random()}`;
    let loads = 0;
    const load = async () => ({ isActive: true, roles: ++loads });
    // Cached once a read of it is not overtaken by a notification still on its way.
    await eventually(async () => {
      const before = loads;
      await cache.get(marker, load);
      return loads === before;
    });
    await db.$executeRawUnsafe(`SELECT pg_notify($1, $2)`, CHANNEL, marker);
    const cached = loads;
    await eventually(async () => {
      await cache.get(marker, load);
      return loads > cached;
    });
  }

  it("serves a hit from memory, and re-reads after a change to the user or their roles", async () => {
    const { user } = await createUser(db, { roles: ["manager"] });
    await settle();
    reads = 0;
    expect(await cache.get(user.id, readUser(user.id))).toEqual({ isActive: true, roles: 1 });
    expect(await cache.get(user.id, readUser(user.id))).toEqual({ isActive: true, roles: 1 });
    expect(reads).toBe(1);

    await db.userRole.create({ data: { userId: user.id, type: "employee" } });
    await eventually(async () => (await cache.get(user.id, readUser(user.id)))?.roles === 2);
    await db.user.update({ where: { id: user.id }, data: { isActive: false } });
    await eventually(async () => (await cache.get(user.id, readUser(user.id)))?.isActive === false);
    const before = reads;
    await cache.get(user.id, readUser(user.id));
    expect(reads).toBe(before); // cached again once re-read
  });

  it("does not keep a read that a change overtook", async () => {
    const { user } = await createUser(db, { roles: ["manager"] });
    await settle();
    let read = false;
    let release: () => void = () => {};
    const slowStaleRead = async () => {
      const row = await readUser(user.id)(); // read before the change...
      read = true;
      await new Promise<void>((r) => (release = r)); // ...finished after its notification
      return row;
    };
    const pending = cache.get(user.id, slowStaleRead);
    await eventually(() => read);
    await db.user.update({ where: { id: user.id }, data: { isActive: false } });
    await settle();
    release();
    expect((await pending)?.isActive).toBe(true); // that request saw the old row...
    expect((await cache.get(user.id, readUser(user.id)))?.isActive).toBe(false); // ...the next one does not
  });

  it("reads the database on every call while it is not listening", async () => {
    const { user } = await createUser(db, { roles: ["manager"] });
    const closed = new ActorCache<{ isActive: boolean; roles: number }>(() => undefined);
    reads = 0;
    await closed.get(user.id, readUser(user.id));
    await closed.get(user.id, readUser(user.id));
    expect(closed.isListening).toBe(false);
    expect(reads).toBe(2);
  });

  it("a session's next request after deactivation, a role change or a session version bump sees it", async () => {
    const { user } = await createUser(db, { roles: ["manager"] });
    const { sessionVersion } = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    const session = () => loadActor(user.id, sessionVersion, "session");
    expect((await session())?.roles.map((r) => r.type)).toEqual(["manager"]);

    await db.userRole.updateMany({ where: { userId: user.id }, data: { type: "employee" } });
    await eventually(async () => (await session())?.roles[0]?.type === "employee");
    await db.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    await eventually(async () => (await session()) === null);
    await db.user.update({ where: { id: user.id }, data: { sessionVersion, isActive: false } });
    await eventually(async () => (await session()) === null);
    await db.user.update({ where: { id: user.id }, data: { isActive: true } });
    await eventually(async () => (await session()) !== null);
  });
});
