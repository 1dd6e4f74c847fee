// The signed-in shopper's orders: place one from the cart, and read the order history.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_MESSAGES, createOrderResponse, orderHistoryResponse } from '@app/contracts/orders';
import type { AppContext } from '../../app-context.ts';
import { CHANNELS } from '../../lib/channels.ts';
import { byUser, createAnswerCache, schemaChecked, sendAnswer } from '../../plugins/account-answers.ts';
import { ANY_ACCOUNT, currentUser } from '../../plugins/auth.ts';
import { createOrder, orderHistory } from './orders.service.ts';

const config = { roles: ANY_ACCOUNT };
const tags = ['orders'];

const ordersModule: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const histories = createAnswerCache([byUser(ctx.changes.feed(CHANNELS.order))]);
  app.post('/api/order', { config, schema: { tags, response: { 201: createOrderResponse } } }, async (request, reply) => {
    const order = await createOrder(ctx, currentUser(request).id);
    return reply.status(201).send({ order, message: ORDER_MESSAGES.created });
  });
  app.get(
    '/api/order-history',
    { config, schema: { tags, response: { 200: orderHistoryResponse } } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const answer = await histories.get(userId, async () => schemaChecked(reply, await orderHistory(ctx.db, userId)));
      return sendAnswer(request, reply, answer);
    },
  );
};

export default ordersModule;
