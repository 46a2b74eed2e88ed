import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createDatabase, type ListenHandlers } from '@commonpurse/db';
import { MEETING_EVENTS, PUBLIC_MESSAGES as M, type TMeetingResults } from '@commonpurse/domain/public';
import { buildApp } from '../../app.ts';
import { useTestApp } from '../../test/helper.ts';
import { post } from './fixtures.ts';
import { MEETING_CHANNEL, MeetingEvents } from './meeting-events.ts';
import { insertMeeting, meetingOnServices } from './meeting-fixtures.ts';
import { RECONNECT_MS } from './meeting-routes.ts';

const t = useTestApp({ env: { PUBLIC_WRITE_RATE_LIMIT_PER_IP: '10000/1m' } });
/** The app on a real port (streams need one), listened on once for the file. */
let listening: Promise<string> | undefined;
const serve = () => (listening ??= t.app.listen({ port: 0, host: '127.0.0.1' }));

/** Reads a text/event-stream response as events (name and parsed data), skipping comments. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const fields: string[] = [];
  return {
    fields,
    async next(): Promise<{ event: string; data: unknown }> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          fields.push(block);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) return { event, data: JSON.parse(data) };
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('The stream ended');
        buffer += value;
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe('GET /v1/public/sites/{subdomain}/meetings/{id}/events', () => {
  it('streams the figures at once, then again when a resident joins and submits through the meeting', async () => {
    const f = await meetingOnServices(t);
    const address = await serve();
    // A browser that accepts compression still gets each event as it is written (decision 0580).
    const response = await fetch(`${address}${f.site}/events`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    const events = eventReader(response.body!);

    const first = await events.next();
    expect(events.fields[0]).toBe(`retry: ${RECONNECT_MS}`);
    expect(first.event).toBe(MEETING_EVENTS.results);
    expect((first.data as TMeetingResults).participants).toEqual({ joined: 0, submitted: 0 });

    // The writes go through the app as any resident's would.
    const visit = await post(t, `${f.path}/visits`, { meeting_id: f.meeting.id });
    expect(visit.statusCode).toBe(201);
    const joined = (await events.next()).data as TMeetingResults;
    expect(joined.participants).toEqual({ joined: 1, submitted: 0 });

    const submission = await post(t, `${f.path}/submissions`, {
      meeting_id: f.meeting.id,
      visit_id: visit.json().data.visit_id,
      items: [{ subcategory_id: f.items.d.id, amount: 1100 }],
      answers: [{ question_id: f.questions.entry.id, value: 'north' }],
    });
    expect(submission.statusCode, submission.body).toBe(201);
    const submitted = (await events.next()).data as TMeetingResults;
    expect(submitted.participants).toEqual({ joined: 1, submitted: 1 });
    expect(submitted.top_decreases.map((item) => [item.name, item.average_change])).toEqual([
      ['Roads', -100],
    ]);

    await events.cancel();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'reaches a stream served by another server process on the same PostgreSQL database',
    async () => {
      const f = await meetingOnServices(t);
      const { rows } = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      const database = await createDatabase({ url: url.toString(), maxConnections: 2 });
      const second = await buildApp({
        config: t.config,
        database,
        staticSites: { adminDist: null, publicDist: null },
      });
      try {
        const address = await second.listen({ port: 0, host: '127.0.0.1' });
        const response = await fetch(`${address}${f.site}/events`);
        const events = eventReader(response.body!);
        expect(((await events.next()).data as TMeetingResults).participants.joined).toBe(0);
        // Joined through this process; announced to the other through PostgreSQL.
        expect((await post(t, `${f.path}/visits`, { meeting_id: f.meeting.id })).statusCode).toBe(201);
        expect(((await events.next()).data as TMeetingResults).participants.joined).toBe(1);
        await events.cancel();
      } finally {
        await second.close();
        await database.close();
      }
    },
    20_000,
  );

  it('holds at most 5 streams of one meeting per address, and takes another once one closes', async () => {
    const f = await meetingOnServices(t);
    const other = await insertMeeting(t, f);
    const address = await serve();
    const open = async (id = f.meeting.id) => {
      const controller = new AbortController();
      const response = await fetch(`${address}/v1/public/sites/${f.client.subdomain}/meetings/${id}/events`, {
        signal: controller.signal,
      });
      if (response.status === 200) await eventReader(response.body!).next();
      return { status: response.status, response, close: () => controller.abort() };
    };
    const streams = [];
    for (let i = 0; i < 5; i += 1) streams.push(await open());
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    const refused = await open();
    expect(refused.status).toBe(429);
    expect(await refused.response.json()).toMatchObject({ message: M.tooManyRequests });
    // Another meeting is counted on its own.
    const elsewhere = await open(other.id);
    expect(elsewhere.status).toBe(200);

    streams.pop()!.close();
    await vi.waitFor(
      async () => {
        const again = await open();
        again.close();
        expect(again.status).toBe(200);
      },
      { timeout: 5_000, interval: 100 },
    );
    for (const s of [...streams, elsewhere]) s.close();
  });

  it('answers 404 (no stream) for a meeting of another client', async () => {
    const f = await meetingOnServices(t);
    const other = await meetingOnServices(t);
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/public/sites/${f.client.subdomain}/meetings/${other.meeting.id}/events`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('MeetingEvents', () => {
  /** A hub on a hand-driven channel: `notify` plays a notification, `reconnect` a lost connection. */
  function hub() {
    let handlers: ListenHandlers | null = null;
    const listen = vi.fn(async (channel: string, h: ListenHandlers) => {
      expect(channel).toBe(MEETING_CHANNEL);
      handlers = h;
      return async () => undefined;
    });
    let loads = 0;
    const load = vi.fn(async (id: number) => ({ id, load: ++loads }));
    const log = { error: vi.fn(), warn: vi.fn() };
    const events = new MeetingEvents({ db: t.db, listen, load, log, refreshMs: 20 });
    return {
      events,
      listen,
      load,
      notify: (payload: string) => handlers!.onNotify(payload),
      reconnect: () => handlers!.onReconnect?.(),
    };
  }

  it('listens once, and turns a burst of activity into one refresh for the meeting’s streams only', async () => {
    const h = hub();
    const sent: unknown[] = [];
    const other: unknown[] = [];
    await h.events.subscribe(1, { send: (r) => sent.push(r), end: () => undefined });
    await h.events.subscribe(2, { send: (r) => other.push(r), end: () => undefined });
    expect(h.listen).toHaveBeenCalledTimes(1);
    h.notify('1');
    h.notify('1');
    h.notify('1');
    h.notify('3');
    await vi.waitFor(() => expect(sent).toEqual([{ id: 1, load: 1 }]));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(h.load).toHaveBeenCalledTimes(1);
    expect(other).toEqual([]);
    // After a lost connection every watched meeting is read again.
    h.reconnect();
    await vi.waitFor(() => expect(other).toHaveLength(1));
    expect(sent).toHaveLength(2);
    await h.events.close();
  });

  it('ends every stream when closed, and forgets a stream that went away', async () => {
    const h = hub();
    const ended = vi.fn();
    const unsubscribe = await h.events.subscribe(1, { send: () => undefined, end: () => undefined });
    await h.events.subscribe(1, { send: () => undefined, end: ended });
    expect(h.events.size).toBe(2);
    unsubscribe();
    expect(h.events.size).toBe(1);
    await h.events.close();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(h.events.size).toBe(0);
  });

  it('announces activity with pg_notify on the meeting channel', async () => {
    const received: string[] = [];
    const database = t.app.dbListen;
    const unlisten = await database(MEETING_CHANNEL, { onNotify: (p) => received.push(p) });
    await hub().events.announce(42);
    await vi.waitFor(() => expect(received).toContain('42'));
    await unlisten();
  });
});
