import { PERMISSIONS, postAddBody, postDeleteBody, postEditBody, postListQuery } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../access/needs.ts';
import { answerKey, sendCached } from '../../db/cached-answer.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { principalOf } from '../../plugins/auth.ts';
import { addPost, deletePosts, editPost, listPosts } from './service.ts';

const BASE = '/api/v1/system/post';
const { post } = PERMISSIONS;

export default async function postRoutes(app: FastifyInstance) {
  const { db, answers } = app.ctx.database;

  // Read on every user dialog: from the answer cache (dropped on any write).
  app.get(`${BASE}/list`, needs(post.list), async (req, reply) => {
    const q = parseInput(postListQuery, req);
    return sendCached(reply, answers, answerKey(req, q), () => listPosts(db, q));
  });
  app.post(`${BASE}/add`, needs(post.add), async (req) => {
    await addPost(db, parseInput(postAddBody, req), principalOf(req).id);
    return ok();
  });
  app.put(`${BASE}/edit`, needs(post.edit), async (req) => {
    await editPost(db, parseInput(postEditBody, req), principalOf(req).id);
    return ok();
  });
  app.delete(`${BASE}/delete`, needs(post.delete), async (req) => {
    await deletePosts(db, parseInput(postDeleteBody, req).ids);
    return ok();
  });
}
