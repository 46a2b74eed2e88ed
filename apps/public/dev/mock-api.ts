// Development only: a stand-in for the public API (GET the simulation, POST visits, clicks and
// submissions, checked with the domain's own rules) so the page runs under `vite` and `vite preview`
// without the server. Enabled by CP_MOCK_API=1 (npm run dev:mock / preview:mock); never bundled.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { checkSubmission, engineSimulationOf, ZSubmissionCreate } from '@commonpurse/domain/public';
import { FIXTURES } from './fixtures.ts';
import { ballotRoute, ballotSubmission } from './mock-ballots.ts';

/** What the mock received, for a look while developing: GET /__mock/log. */
const log: { at: string; method: string; url: string; body: unknown; headers?: Record<string, unknown> }[] =
  [];
const answered = new Map<string, unknown>();
let visits = 0;
let submissions = 0;

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : null;
}

const simulationById = (id: number) =>
  Object.values(FIXTURES)
    .map((make) => make())
    .find((sim) => sim.id === id);

const handler: Connect.NextHandleFunction = (req, res, next) => {
  const url = new URL(req.url ?? '/', 'http://mock');
  const path = url.pathname;

  // The page's addresses (/s/{subdomain}/{slug}) get the page itself, as the server would answer them.
  if (req.method === 'GET' && path.startsWith('/s/') && (req.headers.accept ?? '').includes('text/html')) {
    req.url = '/_public/index.html';
    return next();
  }
  if (path === '/__mock/log') return send(res, 200, log);

  const get = /^\/v1\/public\/sites\/([^/]+)\/budgets\/([^/]+)$/.exec(path);
  if (req.method === 'GET' && get) {
    const make = FIXTURES[decodeURIComponent(get[2]!)];
    if (!make) return send(res, 404, { message: 'This simulation is not available.' });
    const sim = make();
    if (url.searchParams.get('preview')) sim.preview = true;
    return send(res, 200, { data: sim });
  }

  const ballot = /^\/v1\/public\/budgets\/(\d+)\/(ballot|voter|receipts)/.exec(path);
  if (ballot) {
    void (req.method === 'POST' ? bodyOf(req) : Promise.resolve(null)).then((body) => {
      log.push({ at: new Date().toISOString(), method: req.method ?? 'GET', url: path, body });
      const sim = simulationById(Number(ballot[1]));
      if (!ballotRoute(req.method ?? 'GET', path, body, sim, res, send))
        send(res, 404, { message: 'Not found' });
    });
    return;
  }

  const write = /^\/v1\/public\/budgets\/(\d+)\/(visits|clicks|submissions)$/.exec(path);
  if (req.method === 'POST' && write) {
    void bodyOf(req).then((body) => {
      const key = req.headers['idempotency-key'];
      log.push({
        at: new Date().toISOString(),
        method: 'POST',
        url: path,
        body,
        headers: { 'idempotency-key': key },
      });
      const kind = write[2];
      if (kind === 'visits') return send(res, 201, { data: { visit_id: ++visits } });
      if (kind === 'clicks') return send(res, 204, null);
      if (typeof key === 'string' && answered.has(key)) return send(res, 201, answered.get(key));
      const sim = simulationById(Number(write[1]));
      if (!sim) return send(res, 404, { message: 'Not found' });
      if (sim.is_pb) {
        const answer = ballotSubmission(sim, body);
        if (typeof key === 'string' && answer.status === 201) answered.set(key, answer.body);
        return send(res, answer.status, answer.body);
      }
      const parsed = ZSubmissionCreate.safeParse(body);
      if (!parsed.success)
        return send(res, 422, { message: 'The given data was invalid.', errors: { body: ['Invalid body'] } });
      const { problems } = checkSubmission(
        {
          ...engineSimulationOf(sim),
          questions: sim.questions.map((q) => ({ ...q, options: q.options?.map((o) => o.value) ?? null })),
          is_budget_submittable_with_deficit: sim.settings.is_budget_submittable_with_deficit,
          deficit_message: sim.texts.surplus_required ?? null,
          is_location_required: sim.settings.is_location_required,
          is_commenting_enabled: sim.settings.is_commenting_enabled,
        },
        parsed.data,
      );
      if (problems.length > 0) {
        const errors: Record<string, string[]> = {};
        for (const problem of problems) (errors[problem.path.join('.')] ??= []).push(problem.message);
        return send(res, 422, { message: 'The given data was invalid.', errors });
      }
      const answer = { data: { id: ++submissions, user_id: `u-${submissions}` } };
      if (typeof key === 'string') answered.set(key, answer);
      return send(res, 201, answer);
    });
    return;
  }
  next();
};

export function mockPublicApi(): Plugin {
  return {
    name: 'commonpurse-mock-public-api',
    configureServer: (server) => void server.middlewares.use(handler),
    configurePreviewServer: (server) => void server.middlewares.use(handler),
  };
}
