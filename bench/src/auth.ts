// Sign-in (argon2id dominated) and an authenticated GET /v1/users/me with client and navigation.
import { CONSOLE_OAUTH_CLIENT_ID } from '@commonpurse/domain';
import { benchApp } from './app.ts';
import { measure } from './stats.ts';

export async function benchAuth() {
  const { app, database, logins, tokenFor, close } = await benchApp();
  const admin = logins[0]!;
  console.info(`\nauth (${database.kind})`);
  await measure('POST /oauth/token (password grant)', 30, () =>
    app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'password',
        username: admin.email,
        password: admin.password,
        client_id: CONSOLE_OAUTH_CLIENT_ID,
      },
    }),
  );
  const token = await tokenFor(admin);
  const me = () =>
    app.inject({
      method: 'GET',
      url: '/v1/users/me?include=client,navigation',
      headers: { authorization: `Bearer ${token}` },
    });
  await me();
  await measure('GET /v1/users/me?include=client,navigation', 1000, me);
  await measure('GET /healthz', 1000, () => app.inject({ method: 'GET', url: '/healthz' }));
  await close();
}
