/**
 * The operator API (issue 15 §6): `/api/operator/...`, never reachable with a shopper's session.
 * Every call of the contract's `operatorCalls` goes through `operatorAuth` (OPERATOR_API_TOKEN
 * Bearer, the process's loopback key, or an operator-role session) and the service functions
 * the command line uses too. Open during maintenance (`ops/maintenance.ts`), so it can be ended.
 */
import type { FastifyInstance } from 'fastify';
import { type OperatorActor, operatorAuth } from '../../lib/operator-auth';
import { registerCall } from '../../lib/route';
import { createCoupon, listCoupons, setCouponPaused } from '../coupons/operator';
import {
  cancelOrder,
  grantOperator,
  listOrders,
  moveOrder,
  orderDetail,
  restockProduct,
  retryFailedRefund,
  walletBonus,
} from './service';

const actorOf = (request: { operator?: OperatorActor }): OperatorActor => request.operator ?? { kind: 'key' };

export async function operatorRoutes(app: FastifyInstance, operatorKey: string | undefined): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', operatorAuth({ operatorKey }));

    registerCall(scope, 'operatorMe', ({ request }) => {
      const actor = actorOf(request);
      return { kind: actor.kind, user_id: actor.kind === 'user' ? actor.userId : null };
    });

    registerCall(scope, 'operatorOrders', async ({ query, lang }) => {
      const { items, total } = await listOrders(
        scope.db,
        {
          status: query.status,
          payment_status: query.payment_status,
          q: query.q || undefined,
          user_id: query.user_id,
          page: query.page_number,
          limit: query.limit,
        },
        lang,
      );
      return { items, page_number: query.page_number, limit: query.limit, total };
    });

    registerCall(scope, 'operatorOrder', ({ params, lang }) => orderDetail(scope.db, params.id, lang));

    registerCall(scope, 'operatorOrderTransition', async ({ params, body, lang, request, setMessage }) => {
      await moveOrder(scope, params.id, body, actorOf(request), lang);
      const order = await orderDetail(scope.db, params.id, lang);
      setMessage('operator_order_moved', { to: order.status_label });
      return order;
    });

    registerCall(scope, 'operatorOrderCancel', async ({ params, body, lang, request, setMessage }) => {
      const outcome = await cancelOrder(scope, params.id, body, actorOf(request), lang);
      const order = await orderDetail(scope.db, params.id, lang);
      if (outcome === 'released') setMessage('operator_order_released');
      else if (outcome === 'refunded') setMessage('operator_order_cancelled', { status: order.status_label });
      else setMessage('operator_order_already_closed', { status: order.status_label });
      return order;
    });

    registerCall(scope, 'operatorRefundRetry', async ({ params, lang, request, setMessage }) => {
      await retryFailedRefund(scope, params.id, actorOf(request));
      setMessage('operator_refund_retried');
      return orderDetail(scope.db, params.id, lang);
    });

    registerCall(scope, 'operatorWalletBonus', async ({ body, request, setMessage }) => {
      const result = await walletBonus(scope, body, actorOf(request));
      setMessage('operator_bonus_credited');
      return result;
    });

    registerCall(scope, 'operatorRestock', async ({ params, body, setMessage }) => {
      const result = await restockProduct(scope, params.id, body);
      setMessage('restocked');
      return result;
    });

    registerCall(scope, 'operatorCoupons', async ({ query }) => {
      const { items, total } = await listCoupons(scope.db, {
        state: query.state,
        q: query.q || undefined,
        page: query.page_number,
        limit: query.limit,
      });
      return { items, page_number: query.page_number, limit: query.limit, total };
    });

    registerCall(scope, 'operatorCouponCreate', async ({ body, setMessage }) => {
      const coupon = await createCoupon(scope.db, body);
      setMessage('operator_coupon_created');
      return coupon;
    });

    registerCall(scope, 'operatorCouponPause', async ({ params, setMessage }) => {
      const coupon = await setCouponPaused(scope.db, params.id, true);
      setMessage('operator_coupon_paused');
      return coupon;
    });

    registerCall(scope, 'operatorCouponResume', async ({ params, setMessage }) => {
      const coupon = await setCouponPaused(scope.db, params.id, false);
      setMessage('operator_coupon_resumed');
      return coupon;
    });

    registerCall(scope, 'operatorMaintenance', async ({ setMessage }) => {
      const on = await scope.maintenance.isOn();
      setMessage(on ? 'operator_maintenance_on' : 'operator_maintenance_off');
      return { is_web_app_maintenance: on };
    });

    registerCall(scope, 'operatorMaintenanceSet', async ({ body, setMessage }) => {
      await scope.maintenance.set(body.on);
      const on = await scope.maintenance.isOn();
      setMessage(on ? 'operator_maintenance_on' : 'operator_maintenance_off');
      return { is_web_app_maintenance: on };
    });

    registerCall(scope, 'operatorGrant', async ({ body, request, setMessage }) => {
      const result = await grantOperator(scope.db, body.user, actorOf(request));
      setMessage('operator_granted');
      return result;
    });
  });
}
