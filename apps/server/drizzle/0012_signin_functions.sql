-- Sign-in throttling in two statements instead of thirteen (src/modules/auth/throttle.ts): the
-- reservation and its settlement each run as one function call, so an attempt costs two round
-- trips for its bookkeeping rather than one per step. The rules are those the TypeScript wrote
-- out before this migration; the limits and instants come from the caller.

-- Reserves one attempt: under the account's lock, then the address's (always in this order, so
-- attempts never deadlock), refuses when the address or the account is over its limit, else
-- records the attempt as a failure now and answers the ids of those rows (the ticket).
-- Answers {-1} when the address is over its limit, {-2} when the account is.
-- The reservation's commit does not wait for the disk: it is visible to every other attempt the
-- moment it commits, and the attempt's outcome commits after it, to disk.
CREATE FUNCTION "signin_reserve"(
  p_user text, p_addr text, p_pair text, p_per_account integer, p_per_address integer, p_since timestamptz
) RETURNS bigint[] LANGUAGE plpgsql AS $$
DECLARE
  account_scope text := 'account';
  account_key text := p_user;
  ticket bigint[];
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM pg_advisory_xact_lock(hashtext('signin:' || p_user));
  PERFORM pg_advisory_xact_lock(hashtext('signin-from:' || p_addr));
  IF (SELECT count(*) FROM "login_failures"
      WHERE "scope" = 'address' AND "key" = p_addr AND "at" > p_since) >= p_per_address THEN
    RETURN ARRAY[-1]::bigint[];
  END IF;
  IF EXISTS (SELECT 1 FROM "login_failures" WHERE "scope" = 'known' AND "key" = p_pair) THEN
    account_scope := 'pair';
    account_key := p_pair;
  END IF;
  IF (SELECT count(*) FROM "login_failures"
      WHERE "scope" = account_scope AND "key" = account_key AND "at" > p_since) >= p_per_account THEN
    RETURN ARRAY[-2]::bigint[];
  END IF;
  WITH added AS (
    INSERT INTO "login_failures" ("scope", "key") VALUES (account_scope, account_key), ('address', p_addr)
    RETURNING "id"
  ) SELECT array_agg("id" ORDER BY "id") INTO ticket FROM added;
  RETURN ticket;
END $$;--> statement-breakpoint

-- Settles a reservation whose password was right, inside the transaction that opens the session:
-- the attempt was no failure, the account's count starts over, the address becomes known. Old
-- rows are trimmed as we go, a batch at a time, skipping rows another sign-in is trimming.
-- Settlements of one account take its lock first: two sign-ins of the same account at the same
-- moment deleted each other's rows in opposite orders and deadlocked.
CREATE FUNCTION "signin_settle"(
  p_ticket bigint[], p_user text, p_pair text, p_since timestamptz, p_known_since timestamptz, p_batch integer
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('signin:' || p_user));
  DELETE FROM "login_failures" WHERE "id" = ANY(p_ticket);
  DELETE FROM "login_failures"
  WHERE ("scope" = 'account' AND "key" = p_user) OR ("scope" IN ('pair', 'known') AND "key" = p_pair);
  INSERT INTO "login_failures" ("scope", "key") VALUES ('known', p_pair);
  DELETE FROM "login_failures" WHERE "id" IN (
    SELECT "id" FROM "login_failures"
    WHERE ("scope" <> 'known' AND "at" < p_since) OR "at" < p_known_since
    LIMIT p_batch FOR UPDATE SKIP LOCKED
  );
END $$;
