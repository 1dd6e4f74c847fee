// Admin catalogue routes: add and delete categories, add, edit and remove products (admin only).
import { createCategorySchema, createProductSchema, editProductSchema } from '@app/contracts/admin-catalogue';
import { ADMIN_SUCCESS } from '@app/contracts/admin-messages';
import { categoryIdParam, categorySchema, productIdParam, productSchema } from '@app/contracts/catalogue';
import { messageBody } from '@app/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ADMIN_ONLY } from '../../plugins/auth.ts';
import * as service from './admin-catalogue.service.ts';

const admin = { roles: ADMIN_ONLY };
const tags = ['admin catalogue'];
const security = [{ accessToken: [] }];
const productAnswer = z.object({ message: z.string(), product: productSchema });

const adminCatalogue: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    '/admin/product-category',
    {
      config: admin,
      schema: { tags, security, body: createCategorySchema, response: { 201: z.object({ message: z.string(), category: categorySchema }) } },
    },
    async (request, reply) => {
      const category = await service.createCategory(ctx, request.body.category_name);
      return reply.status(201).send({ message: ADMIN_SUCCESS.categoryAdded, category });
    },
  );

  app.delete(
    '/admin/delete-category/:category_id',
    { config: admin, schema: { tags, security, params: categoryIdParam, response: { 200: messageBody } } },
    async (request) => {
      await service.removeCategory(ctx, request.params.category_id);
      return { message: ADMIN_SUCCESS.categoryDeleted };
    },
  );

  app.post(
    '/admin/product',
    { config: admin, schema: { tags, security, body: createProductSchema, response: { 201: productAnswer } } },
    async (request, reply) => {
      const product = await service.createProduct(ctx, request.body);
      return reply.status(201).send({ message: ADMIN_SUCCESS.productAdded, product });
    },
  );

  app.put(
    '/admin/edit-product/:product_id',
    {
      config: admin,
      schema: { tags, security, params: productIdParam, body: editProductSchema, response: { 200: productAnswer } },
    },
    async (request) => {
      const product = await service.editProduct(ctx, request.params.product_id, request.body);
      return { message: ADMIN_SUCCESS.productUpdated, product };
    },
  );

  app.delete(
    '/admin/remove-product/:product_id',
    { config: admin, schema: { tags, security, params: productIdParam, response: { 200: messageBody } } },
    async (request) => {
      await service.removeProduct(ctx, request.params.product_id);
      return { message: ADMIN_SUCCESS.productDeleted };
    },
  );
};

export default adminCatalogue;
