import { Inject, Injectable } from '@nestjs/common';
import {
  CLASS_MESSAGES,
  DEFAULT_CLASS_PAGE_SIZE,
  POPULAR_CLASSES_LIMIT,
  toCents,
  type ApprovedClassesQuery,
  type ClassDto,
  type ClassPage,
  type ClassSort,
} from '@classhub/contracts';
import { containsPattern, DRIZZLE_READ, notFound, type CachedJson } from '@classhub/nest-kit';
import { and, asc, count, desc, eq, gt, gte, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { classes } from '../classes/class.entity.js';
import { toPublicClassDto } from '../classes/class.mapper.js';
import { notEnded, withSessions } from '../schedule/catalogue-schedule.js';
import type { ClassesDb } from '../db/classes-db.js';
import { CatalogCache } from './catalog-cache.js';

// Every order ends on the id, so pages never repeat or skip a class whose other keys tie.
const ORDER_BY: Record<ClassSort, SQL[]> = {
  popular: [desc(classes.enrolled), asc(classes.createdAt), asc(classes.id)],
  'price-asc': [asc(classes.priceCents), desc(classes.enrolled), asc(classes.id)],
  'price-desc': [desc(classes.priceCents), desc(classes.enrolled), asc(classes.id)],
  newest: [desc(classes.createdAt), asc(classes.id)],
  // Decision 0043: the highest exact average first (unrated classes last), then the most reviewed.
  rating: [
    sql`${classes.ratingTotal}::numeric / nullif(${classes.ratingCount}, 0) desc nulls last`,
    desc(classes.ratingCount),
    asc(classes.id),
  ],
};

/**
 * The public catalogue: approved classes only, without the admin's feedback. Every answer is serialized once and
 * served from memory until a class changes (CatalogCache): the catalogue is read far more often than it changes. It
 * is read from the replica when there is one (decision 0048): a visitor may see a change a moment late.
 */
@Injectable()
export class ClassCatalogService {
  constructor(
    @Inject(DRIZZLE_READ) private readonly db: ClassesDb,
    private readonly cache: CatalogCache,
  ) {}

  /** What lets the gateway keep a catalogue answer until a class changes (none while that could not be told). */
  edgeHeaders(): Record<string, string> | undefined {
    return this.cache.edgeHeaders();
  }

  /** GET /approvedclass: the spec's plain array, unless a page is asked for. */
  listApproved(query: ApprovedClassesQuery = {}): Promise<CachedJson> {
    // The parsed query, not the raw one: `?page=1` and `?page=01` are one entry.
    return this.cache.get(`approved:${JSON.stringify(query)}`, () => this.loadApproved(query));
  }

  /** GET /popularclass: the most enrolled approved classes. */
  listPopular(): Promise<CachedJson> {
    return this.cache.get('popular', () => this.loadPopular());
  }

  /** One approved class; a pending or denied class is as unknown to the public as a missing one. */
  getApproved(id: string): Promise<CachedJson> {
    return this.cache.get(`detail:${id}`, () => this.loadOneApproved(id));
  }

  private async loadApproved(query: ApprovedClassesQuery): Promise<ClassDto[] | ClassPage> {
    const where = this.approvedWhere(query);
    const orderBy = ORDER_BY[query.sort ?? 'popular'];
    if (query.page === undefined && query.pageSize === undefined) {
      const rows = await this.db
        .select()
        .from(classes)
        .where(where)
        .orderBy(...orderBy);
      return withSessions(this.db, rows, toPublicClassDto);
    }
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_CLASS_PAGE_SIZE;
    const [rows, [totals]] = await Promise.all([
      this.db
        .select()
        .from(classes)
        .where(where)
        .orderBy(...orderBy)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ total: count() }).from(classes).where(where),
    ]);
    return { items: await withSessions(this.db, rows, toPublicClassDto), total: totals?.total ?? 0, page, pageSize };
  }

  private async loadPopular(): Promise<ClassDto[]> {
    const rows = await this.db
      .select()
      .from(classes)
      .where(and(eq(classes.status, 'approved'), isNull(classes.cancelledAt), notEnded()))
      .orderBy(...ORDER_BY.popular)
      .limit(POPULAR_CLASSES_LIMIT);
    return withSessions(this.db, rows, toPublicClassDto);
  }

  private async loadOneApproved(id: string): Promise<ClassDto> {
    const [row] = await this.db
      .select()
      .from(classes)
      .where(and(eq(classes.id, id), eq(classes.status, 'approved'), isNull(classes.cancelledAt)))
      .limit(1);
    if (!row) throw notFound(CLASS_MESSAGES.classNotFound);
    const [dto] = await withSessions(this.db, [row], toPublicClassDto);
    return dto as ClassDto;
  }

  private approvedWhere({ q, minPrice, maxPrice, available, include }: ApprovedClassesQuery): SQL | undefined {
    const pattern = q ? containsPattern(q) : undefined;
    return and(
      eq(classes.status, 'approved'),
      // A cancelled class leaves the catalogue for good (decision 0041).
      isNull(classes.cancelledAt),
      pattern ? or(ilike(classes.className, pattern), ilike(classes.instructorName, pattern)) : undefined,
      minPrice === undefined ? undefined : gte(classes.priceCents, toCents(minPrice)),
      maxPrice === undefined ? undefined : lte(classes.priceCents, toCents(maxPrice)),
      available === 'true' ? gt(classes.availableSeats, 0) : undefined,
      include === 'ended' ? undefined : notEnded(),
    );
  }
}
