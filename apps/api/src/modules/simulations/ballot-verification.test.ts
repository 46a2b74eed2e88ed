import { describe, expect, it } from 'vitest';
import { submissions } from '@commonpurse/db';
import { SIMULATION_MESSAGES } from '@commonpurse/domain';
import { useTestApp } from '../../test/helper.ts';
import { ownSimulation } from '../../test/simulations.ts';

const t = useTestApp();

// Decision 0330: the verification may change until a resident has voted online.
describe('PATCH /v1/admin/budgets/{id} {ballot_verification}', () => {
  const prioritization = () => ownSimulation(t, {}, { is_pb: true, mode: 'budget', status: 'active' });

  it('saves the verification and answers it in the view', async () => {
    const { call, path } = await prioritization();
    const saved = await call({ method: 'PATCH', url: path, payload: { ballot_verification: 'voter_code' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.ballot_verification).toBe('voter_code');
    const read = await call({ method: 'GET', url: path });
    expect(read.json().data.ballot_verification).toBe('voter_code');
  });

  it('refuses an unknown verification', async () => {
    const { call, path } = await prioritization();
    const refused = await call({ method: 'PATCH', url: path, payload: { ballot_verification: 'sms' } });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['ballot_verification']);
  });

  it('stays free with paper ballots only, and is fixed once a resident voted online', async () => {
    const { budget, call, path } = await prioritization();
    await t.db.insert(submissions).values({ budget_id: budget.id, source: 'paper' });
    const withPaper = await call({ method: 'PATCH', url: path, payload: { ballot_verification: 'email' } });
    expect(withPaper.statusCode).toBe(200);

    await t.db.insert(submissions).values({ budget_id: budget.id, source: 'online' });
    const locked = await call({ method: 'PATCH', url: path, payload: { ballot_verification: 'browser' } });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors).toEqual({ ballot_verification: [SIMULATION_MESSAGES.verificationLocked] });
    // The whole settings sent back with the stored value still save.
    const same = await call({
      method: 'PATCH',
      url: path,
      payload: { ballot_verification: 'email', name: 'Renamed' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({ ballot_verification: 'email', name: 'Renamed' });
  });
});
