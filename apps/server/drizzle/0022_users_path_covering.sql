-- The path index also carries each user's id, so a subtree's users (a range of paths, the tenant
-- rule's first step: data/scope.ts) are read from the index alone. The largest agent's lists
-- built their set of its 12,255 users from the table, a page read for each few users (3.7 ms of a
-- 14 ms test record page, twice: page and count); from the index it takes about a third. pgbench,
-- 16 clients, on the bench data: the largest agent's test records 306-313 -> 413-425/s, its devices
-- 86-99 -> 107-109/s, its goods 196-249 -> 261-279/s, the smallest agent's devices 2,241-2,338 ->
-- 2,674-2,715/s (docs/performance.md, "Tenant scope"). A path changes only when a user moves, and
-- id never, so writes keep what they had.
-- Rebuilt under the table's lock, as the migrations run in one transaction: well under a second
-- for 100,000 users.
DROP INDEX "users_path_idx";--> statement-breakpoint
CREATE INDEX "users_path_idx" ON "users" USING btree ("path" text_pattern_ops) INCLUDE ("id");
