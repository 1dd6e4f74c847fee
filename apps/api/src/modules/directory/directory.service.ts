// The public astrologer directory (list and profile, with live status) and the users' reviews of their consultations.
import type { z } from 'zod';
import {
  CONSULT_MESSAGES,
  type DirectoryDetail,
  type directoryQuery,
  type directoryResponse,
} from '@app/contracts/consultations';
import type { AppContext } from '../../app-context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { withLiveAccount } from '../../plugins/live-account.ts';
import * as repo from './directory.repository.ts';
import { astrologersBlockedWith, filterText, recordMasking, type MaskKind } from '../safety/safety.service.ts';
import { createShortLived } from './short-lived.ts';

type DirectoryQuery = z.output<typeof directoryQuery>;
type DirectoryResponse = z.output<typeof directoryResponse>;

/** How long one answer serves everyone asking the same: statuses change often, so about a second. */
export const DIRECTORY_ANSWER_MS = 1000;
/** Distinct filter combinations kept at once. */
const ANSWERS_MAX = 2000;
/** Reviews shown on a profile. */
export const RECENT_REVIEWS = 10;

/** "Hindi, english ,Hindi" -> ['Hindi', 'english']: the values a list filter accepts, any of which matches. */
function listValues(csv: string | undefined): string[] {
  if (!csv) return [];
  const seen = new Map<string, string>();
  for (const part of csv.split(',')) {
    const value = part.trim();
    if (value && !seen.has(value.toLowerCase())) seen.set(value.toLowerCase(), value);
  }
  return [...seen.values()];
}

export function toFilter(query: DirectoryQuery): repo.DirectoryFilter {
  return {
    q: query.q || undefined,
    types: listValues(query.type),
    languages: listValues(query.language),
    gender: query.gender,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    onlineOnly: query.online === true,
    sort: query.sort,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
}

export function createDirectory(ctx: AppContext) {
  const grace = ctx.config.CONSULT_GRACE_S;
  const lists = createShortLived<DirectoryResponse>(ctx.now, DIRECTORY_ANSWER_MS, ANSWERS_MAX);
  const profiles = createShortLived<DirectoryDetail | null>(ctx.now, DIRECTORY_ANSWER_MS, ANSWERS_MAX);

  async function list(query: DirectoryQuery): Promise<DirectoryResponse> {
    const filter = toFilter(query);
    const rows = await repo.listDirectory(ctx.db, filter, grace);
    // Every row carries the count; only a page past the end (no rows) needs to ask for it.
    const total = rows[0]?.total ?? (filter.offset > 0 ? await repo.countDirectory(ctx.db, filter, grace) : 0);
    return {
      astrologers: rows.map(repo.toDirectoryAstrologer),
      page: query.page,
      total_pages: Math.max(1, Math.ceil(total / query.limit)),
      total,
    };
  }

  async function detail(astroId: number): Promise<DirectoryDetail | null> {
    const [row, reviews] = await Promise.all([
      repo.findListed(ctx.db, astroId, grace),
      repo.recentReviews(ctx.db, astroId, RECENT_REVIEWS),
    ]);
    if (!row) return null;
    return { ...repo.toDirectoryAstrologer(row), about: row.about, gender: row.gender, reviews };
  }

  return {
    /**
     * The list as the caller sees it; a signed-in user's leaves out the astrologers they blocked or who blocked them.
     * The shared answer is made once for everyone; each user's blocks are taken out of it.
     */
    async list(query: DirectoryQuery, viewer: { id: number; role: string } | null | undefined): Promise<DirectoryResponse> {
      const page = await lists.fetch(JSON.stringify(toFilter(query)), () => list(query));
      if (viewer?.role !== 'user') return page;
      const hidden = new Set(await astrologersBlockedWith(ctx.db, viewer.id));
      if (hidden.size === 0) return page;
      const astrologers = page.astrologers.filter((a) => !hidden.has(a.astro_id));
      return { ...page, astrologers, total: page.total - (page.astrologers.length - astrologers.length) };
    },
    async detail(astroId: number): Promise<DirectoryDetail> {
      const found = await profiles.fetch(String(astroId), () => detail(astroId));
      if (!found) throw notFound('astrologer_not_found', CONSULT_MESSAGES.astrologerNotFound);
      return found;
    },
  };
}

/**
 * The user's one review of their own consultation: someone else's (or an unknown one) is not found; only an ended
 * session with at least one billed minute can be reviewed, once.
 */
export async function reviewConsultation(
  ctx: Pick<AppContext, 'db' | 'dbClock' | 'config'>,
  userId: number,
  consultationId: number,
  body: { stars: number; text: string },
): Promise<MaskKind[]> {
  const { db } = ctx;
  const session = await repo.findOwnConsultation(db, consultationId, userId);
  if (!session) throw notFound('consultation_not_found', CONSULT_MESSAGES.consultationNotFound);
  if (session.status !== 'ended' || session.billedMinutes < 1) throw conflict('review_not_allowed', CONSULT_MESSAGES.reviewNotAllowed);
  // A review is public: contact details and abuse are masked before it is stored (docs/decisions/safety.md).
  const filtered = filterText(body.text);
  const saved = await withLiveAccount(db, userId, async (tx) => {
    const stored = await repo.insertReview(tx, {
      consultationId,
      userId,
      astrologerId: session.astrologerId,
      stars: body.stars,
      text: filtered.text,
    });
    if (stored) await recordMasking(ctx, tx, userId, filtered, 'review', consultationId);
    return stored;
  });
  if (!saved) throw conflict('review_exists', CONSULT_MESSAGES.reviewExists);
  return filtered.masked;
}

/** Every astrologer the public directory lists (verified, neither deleted nor suspended): the sitemap's (modules/seo). */
export function listedAstrologerIds(db: AppContext['db']): Promise<number[]> {
  return repo.listedIds(db);
}
