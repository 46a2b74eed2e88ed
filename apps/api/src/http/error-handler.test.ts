import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { installErrorHandler } from './error-handler.ts';

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.post(
    '/items',
    { schema: { body: z.object({ name: z.string({ error: 'Name it' }).min(2, { error: 'Too short' }) }) } },
    async () => ({}),
  );
  app.get('/conflict', async () => {
    throw new AppError(409, 'Already there', { fieldErrors: { name: ['Taken'] } });
  });
  app.get('/boom', async () => {
    throw new Error('secret connection string in here');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error handler', () => {
  it('answers 422 with messages keyed by field', async () => {
    const response = await app.inject({ method: 'POST', url: '/items', payload: { name: 'x' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { name: ['Too short'] },
    });
    const missing = await app.inject({ method: 'POST', url: '/items', payload: {} });
    expect(missing.json().errors).toEqual({ name: ['Name it'] });
  });

  it('answers an AppError with its status, message and field errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Already there', errors: { name: ['Taken'] } });
  });

  it('hides the details of a server fault', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Server error.' });
  });

  it("keeps Fastify's own client errors", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/items',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
  });
});
