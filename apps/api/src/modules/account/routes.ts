import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/errors';
import { registerCall } from '../../lib/route';
import { AccountService } from './service';

export function accountRoutes(app: FastifyInstance, config: AppConfig): void {
  const accounts = new AccountService(app.db);

  registerCall(
    app,
    'loginAsGuest',
    async ({ body, lang, setMessage }) => {
      setMessage('guest_created');
      return accounts.createGuest(body.device_id, body.device_token, lang);
    },
    { rateLimitPerMinute: config.rateLimit ? config.rateLimit.guestPerMinute : undefined },
  );

  registerCall(app, 'updateCurrentLanguage', async ({ body, principal, setMessage }) => {
    if (!principal) throw new AppError(401, 'token_required');
    await accounts.updateLanguage(principal, body.user_id, body.device_id, body.current_language);
    setMessage('language_updated');
    return { current_language: body.current_language };
  });
}
