-- Failed sign-ins are counted in Redis now (docs/decisions/0020-sign-in-throttling-without-lockout.md).
DROP TABLE "login_failures" CASCADE;