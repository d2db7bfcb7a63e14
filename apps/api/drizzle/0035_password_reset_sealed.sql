-- password-reset jobs carry their address sealed ({ sealed }) from this release; SQL has no AUTH_SECRET to
-- seal the ones still holding it readable ({ email }), so they go: a request queued in the seconds of the
-- deploy sends no link (the customer asks again), and a dead one (kept until now) was long past its use.
DELETE FROM "jobs" WHERE "kind" = 'password-reset' AND "state" <> 'done' AND "payload" ? 'email';
