-- The state index (state, id) also carries each device's store and holding agent, so a walk of one
-- state checks the caller's scope from the index alone. The dashboard counts the caller's devices
-- in each state (capped at 10,001); the largest agent, with none in three states, read every device
-- in them from the table to find that (up to 150,000 each): its five counts took 140 ms and 48,000
-- page reads, and take about 80 ms and 5,600 from the index (docs/performance.md, "Skin tests and
-- the dashboard"). The device list filtered by state walks the same index. store_id and agent_id
-- were indexed already, so changing them was never a HOT update; nothing is lost there.
-- The index is rebuilt under the table's lock, as the migrations run in one transaction: a few
-- seconds for 1,000,000 devices, during which device writes wait.
DROP INDEX "devices_state_sort_idx";--> statement-breakpoint
CREATE INDEX "devices_state_sort_idx" ON "devices" USING btree ("state","id") INCLUDE ("store_id","agent_id");
