import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MEETING_EVENTS,
  PUBLIC_LIMITS,
  PUBLIC_MESSAGES as M,
  ZMeetingResults,
  ZPublicMeetingPage,
  type TMeetingResults,
} from '@commonpurse/domain/public';
import { AppError } from '../../http/app-error.ts';
import { ZPathId } from '../../http/path-ids.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { MeetingEvents } from './meeting-events.ts';
import { getMeetingPage, getMeetingResults } from './meetings.ts';
import type { PublicDeps } from './service.ts';

/** A comment line on an idle stream, so proxies and browsers keep it open (most cut near 60 s). */
export const HEARTBEAT_MS = 20_000;
/** How long a browser waits before it reconnects a dropped stream (EventSource's retry). */
export const RECONNECT_MS = 3_000;

const ZMeetingParams = z.object({ subdomain: z.string().min(1).max(100), id: ZPathId });
const notAvailable = () => new AppError(404, M.notAvailable);

/** Open streams counted by key (this process's): `take` refuses at `max`, `release` gives one back. */
export function streamSlots(max: number) {
  const open = new Map<string, number>();
  return {
    take(key: string): boolean {
      const count = open.get(key) ?? 0;
      if (count >= max) return false;
      open.set(key, count + 1);
      return true;
    },
    release(key: string): void {
      const count = (open.get(key) ?? 1) - 1;
      if (count > 0) open.set(key, count);
      else open.delete(key);
    },
  };
}

/**
 * A meeting's public calls (docs/api.md "Meetings, public"; decisions 0480-0482): its residents' page
 * data, its figures, and their live stream. The visits and submissions go through the simulation's
 * public writes with a `meeting_id`.
 */
export const meetingRoutes: FastifyPluginAsyncZod<{
  deps: PublicDeps;
  events: MeetingEvents<TMeetingResults>;
}> = async (app, { deps, events }) => {
  const doc = (summary: string) => ({ tags: ['public'], summary });
  // Each stream holds a connection and a subscriber: one address gets a few per meeting (decision 0533).
  const slots = streamSlots(PUBLIC_LIMITS.meetingStreamsPerIp);

  app.get(
    '/v1/public/sites/:subdomain/meetings/:id',
    {
      schema: {
        ...doc("A meeting's public view: its name, the items it shows and its simulation's page data"),
        params: ZMeetingParams,
        response: { 200: z.object({ data: ZPublicMeetingPage }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const data = await getMeetingPage(deps, request.params.subdomain, request.params.id);
      if (!data) throw notAvailable();
      return { data };
    },
  );

  app.get(
    '/v1/public/sites/:subdomain/meetings/:id/results',
    {
      schema: {
        ...doc("A meeting's figures: who joined and submitted, averages against the start, top changes"),
        params: ZMeetingParams,
        response: { 200: z.object({ data: ZMeetingResults }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const data = await getMeetingResults(deps, request.params.subdomain, request.params.id);
      if (!data) throw notAvailable();
      return { data };
    },
  );

  app.get(
    '/v1/public/sites/:subdomain/meetings/:id/events',
    {
      // Each event must leave at once: a compressor would hold it back until its buffer filled.
      compress: false,
      schema: {
        ...doc(
          `A meeting's figures as server-sent events: a \`${MEETING_EVENTS.results}\` event now and after joins and submissions`,
        ),
        params: ZMeetingParams,
        response: {
          200: z.string().describe('text/event-stream: `event: results` with the figures as `data`'),
          ...errorResponses(404, 429),
        },
      },
    },
    async (request, reply) => {
      const { subdomain, id } = request.params;
      // Checked before the stream opens, so an unknown meeting is a plain 404, too many a plain 429.
      if (!(await getMeetingResults(deps, subdomain, id))) throw notAvailable();
      const slot = `${request.ip} ${id}`;
      if (!slots.take(slot)) throw new AppError(429, M.tooManyRequests);
      let unsubscribe = () => {};
      const stream = openStream(reply);
      request.raw.on('close', () => {
        stream.stop();
        unsubscribe();
        slots.release(slot);
      });
      unsubscribe = await events.subscribe(id, {
        send: (results) => stream.event(MEETING_EVENTS.results, results),
        end: () => stream.end(),
      });
      // Gone while subscribing: the close above ran before there was anything to unsubscribe.
      if (request.raw.destroyed) unsubscribe();
      // Subscribed first: a submission meanwhile is in these figures or in the next event.
      const now = await getMeetingResults(deps, subdomain, id);
      if (now) stream.event(MEETING_EVENTS.results, now);
    },
  );
};

/** Takes the reply over as a text/event-stream, with its retry delay and heartbeat. */
function openStream(reply: FastifyReply) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise hold the events back in their buffers.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  raw.write(`retry: ${RECONNECT_MS}\n\n`);
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
  const stop = () => clearInterval(heartbeat);
  return {
    event(name: string, data: unknown) {
      if (!raw.writableEnded) raw.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    stop,
    end() {
      stop();
      raw.end();
    },
  };
}
