import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Identity primary key shared by every table. */
export const pk = () => integer().primaryKey().generatedAlwaysAsIdentity();

/** Creation and update times shared by every table. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
