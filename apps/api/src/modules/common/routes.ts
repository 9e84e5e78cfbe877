import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/route';

export function commonRoutes(app: FastifyInstance): void {
  registerCall(app, 'checkMaintenanceMode', async ({ setMessage }) => {
    const isOn = await app.maintenance.isOn();
    if (isOn) setMessage('under_maintenance');
    return { is_web_app_maintenance: isOn };
  });

  registerCall(app, 'countries', ({ lang }) => app.reference.countries(lang));

  registerCall(app, 'saudiCities', async ({ query, setMessage }) => {
    const list = await app.reference.searchCities(query.search, query.limit, query.page_number);
    if (list.length === 0) setMessage('city_not_found');
    return list;
  });
}
