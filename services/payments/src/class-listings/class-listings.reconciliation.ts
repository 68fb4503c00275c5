import { Inject, Injectable } from '@nestjs/common';
import type { ClassSnapshot } from '@classhub/contracts';
import {
  ClassSnapshotReconciliation,
  DRIZZLE,
  repairRows,
  RequestClient,
  SERVICE_CONFIG,
  type ServiceConfig,
} from '@classhub/nest-kit';
import { getTableColumns } from 'drizzle-orm';
import { SeatRequestQueue } from '../checkout-saga/seat-requests/seat-request-queue.js';
import type { PaymentsDb } from '../db/payments-db.js';
import { classListings } from './class-listings-read-model.entity.js';
import { toListingRow } from './class-listings-read-model.projection.js';

/** Repairs `class_listings` from the classes service's list of classes (decision 0031). */
@Injectable()
export class ClassListingsReconciliation extends ClassSnapshotReconciliation {
  constructor(
    @Inject(DRIZZLE) db: PaymentsDb,
    @Inject(RequestClient) requests: RequestClient,
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
    private readonly seatRequests: SeatRequestQueue,
  ) {
    super(db, requests, config);
  }

  protected async repair(snapshots: ClassSnapshot[], asOf: Date): Promise<number> {
    const rows = snapshots.map((snapshot) => toListingRow(snapshot, asOf));
    const { classId, occurredAt, ...compared } = getTableColumns(classListings);
    const repaired = new Set(
      await repairRows(this.db, classListings, rows, {
        key: classId,
        occurredAt,
        compared: Object.values(compared),
      }),
    );
    // As the projection does: a class found with free seats again lets checkout ask classes for one again.
    for (const row of rows) {
      if (repaired.has(row.classId) && row.status === 'approved' && row.availableSeats > 0)
        this.seatRequests.seatsBack(row.classId, { availableSeats: row.availableSeats, asOf });
    }
    return repaired.size;
  }
}
